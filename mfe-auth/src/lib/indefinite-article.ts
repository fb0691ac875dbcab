/** 'a Founder', 'an Investor': the English indefinite article by the noun's first letter (the portal's role labels all follow it). */
export function withIndefiniteArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}
