/** A noun in its singular and plural forms. */
export interface Noun {
  one: string;
  other: string;
}

const pluralRules = new Intl.PluralRules('en-US');

/** The form of `noun` that agrees with `count`: 'opportunity' for 1, 'opportunities' for 0 or 2. */
export function nounFor(count: number, noun: Noun): string {
  return pluralRules.select(count) === 'one' ? noun.one : noun.other;
}

/** '1 opportunity', '0 opportunities', '1,000 opportunities'. */
export function countOf(count: number, noun: Noun): string {
  return `${count.toLocaleString('en-US')} ${nounFor(count, noun)}`;
}
