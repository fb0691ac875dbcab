import { loadSupabase } from '@donation-network/portal-session';
import { readQuery } from '@donation-network/portal-data';

/** A row of `similar_investors()` (supabase/migrations/20261124000620_directory-network.sql). */
export interface SimilarInvestor {
  id: string;
  firm_name: string;
  /** The listing's name (investor_profiles.display_name). */
  display_name: string;
  investor_type: string;
  location: string;
  credibility_score: number;
  /** The focus areas this investor shares with the one on the page. */
  shared_focus: string[];
  same_location: boolean;
}

/** How many similar investors the profile sidebar shows. */
export const SIMILAR_INVESTORS_COUNT = 3;

/** Other visible investors sharing focus areas or the location, most similar first; a failed read throws. */
export async function listSimilarInvestors(investorId: string, signal?: AbortSignal): Promise<SimilarInvestor[]> {
  const query = (await loadSupabase()).rpc('similar_investors', { investor_id: investorId, max_rows: SIMILAR_INVESTORS_COUNT });
  const data = await readQuery(query, signal);
  return data ?? [];
}
