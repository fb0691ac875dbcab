// The recipients' plan as the database names and prices it (public.plans, readable by anyone).
import { selectAnonymously } from '@donation-network/portal-session';

export const ESSENTIAL_PLAN_ID = 'basic';

/** The query the plan is cached under (the server's read is the browser's starting point). */
export const ESSENTIAL_PLAN_QUERY_KEY = ['plans', ESSENTIAL_PLAN_ID] as const;

export interface EssentialPlan {
  name: string;
  price: number | string;
  currency: string;
}

/** The stored row, or null when it is missing. Throws when it cannot be read. */
export async function fetchEssentialPlan(signal?: AbortSignal): Promise<EssentialPlan | null> {
  const [row] = await selectAnonymously<EssentialPlan>('plans', `select=name,price,currency&id=eq.${ESSENTIAL_PLAN_ID}`, signal);
  return row ?? null;
}
