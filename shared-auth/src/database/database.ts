// The schema as the portal's client sees it: the generated types, corrected where a column's
// value comes from something the generator cannot read in the catalog.
import type { Database as GeneratedDatabase } from './database.types';

type PublicSchema = GeneratedDatabase['public'];
type DonorsTable = PublicSchema['Tables']['donors'];

/** donors.donor_id is NOT NULL without a default: a BEFORE INSERT trigger derives it from the e-mail address. */
type Donors = Omit<DonorsTable, 'Insert'> & { Insert: Omit<DonorsTable['Insert'], 'donor_id'> & { donor_id?: string } };

export type Database = Omit<GeneratedDatabase, 'public'> & {
  public: Omit<PublicSchema, 'Tables'> & { Tables: Omit<PublicSchema['Tables'], 'donors'> & { donors: Donors } };
};
