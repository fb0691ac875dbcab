/** The columns an investor listing is named from. */
export interface InvestorNameParts {
  /** '' for individual investors. */
  firm_name?: string | null;
  /** The database's name for the listing: the firm, else the owner's name, else a curated name (investor_profiles.display_name). */
  display_name?: string | null;
}

/** The name an investor listing is shown under; 'Individual Investor' only when the database has none. */
export const investorName = (investor: InvestorNameParts): string =>
  investor.display_name?.trim() || investor.firm_name?.trim() || 'Individual Investor';
