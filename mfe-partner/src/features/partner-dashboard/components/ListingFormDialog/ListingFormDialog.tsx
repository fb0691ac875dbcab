import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import {
  LISTING_BLOOD_GROUPS,
  LISTING_CURRENCIES,
  LISTING_PRODUCT_TYPES,
  LISTING_STATUSES,
  ORGANISATION_TYPE_LABELS,
  PARTNER_PROVIDER_TYPES,
  REGISTRATION_COUNTRIES,
  isForSaleProduct,
  partnerListingError,
} from '@donation-network/shared-rules';
import { Alert, Button, Dialog, FormError, Grid, Stack } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { CheckboxField, SelectField, TextField, validateWithSchema } from '@donation-network/shared-ui/forms';
import type { PartnerListing } from '../../api/partner-dashboard-api';
import { listingSchema, toFormValues, toListingInput, type ListingFormValues } from '../../listing-schema';
import type { PartnerListingInput } from '@donation-network/shared-rules';

export const LISTING_SAVE_FALLBACK = 'The listing could not be saved. Please try again.';

const validate = validateWithSchema(listingSchema);
const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const COUNTRY_OPTIONS = REGISTRATION_COUNTRIES.map((code) => ({ value: code, label: regionNames.of(code) ?? code })).sort((a, b) =>
  a.label.localeCompare(b.label),
);
const PROVIDER_OPTIONS = PARTNER_PROVIDER_TYPES.map((value) => ({ value, label: ORGANISATION_TYPE_LABELS[value] }));

export interface ListingFormDialogProps {
  open: boolean;
  /** The listing being edited; null adds a new one. */
  listing: PartnerListing | null;
  /** Prefill of a new listing (the organisation's name, type, country, contact). */
  defaults: Partial<ListingFormValues>;
  onClose: () => void;
  /** Saves on the server; a thrown error is shown in the form (values kept). */
  onSave: (input: PartnerListingInput) => Promise<void>;
}

/** Add or edit a blood or organ listing with the database's rules (organs are never priced). */
export function ListingFormDialog({ open, listing, defaults, onClose, onSave }: ListingFormDialogProps) {
  const [saveError, setSaveError] = useState<string | null>(null);
  const initialValues = useMemo(() => toFormValues(listing, defaults), [listing, defaults]);

  const close = () => {
    setSaveError(null);
    onClose();
  };

  const submit = async (values: ListingFormValues) => {
    const input = toListingInput(values);
    // The schema mirrors this rule field by field; this is the whole-row check the database makes.
    const broken = partnerListingError(input);
    if (broken) {
      setSaveError(broken);
      return;
    }
    setSaveError(null);
    try {
      await onSave(input);
    } catch (error) {
      setSaveError(friendlyErrorMessage(error, LISTING_SAVE_FALLBACK));
    }
  };

  return (
    <Dialog open={open} onClose={close} title={listing ? 'Edit listing' : 'Add listing'} maxWidth="720px">
      <Form<ListingFormValues>
        onSubmit={submit}
        validate={validate}
        initialValues={initialValues}
        render={({ handleSubmit, submitting, values }) => {
          const forSale = isForSaleProduct(values.product_type);
          return (
            <form onSubmit={handleSubmit} noValidate aria-label={listing ? 'Edit listing' : 'Add listing'}>
              <Stack gap={16}>
                <Grid minColumnWidth={220} gap={16}>
                  <SelectField
                    name="product_type"
                    label="Product type"
                    options={options(LISTING_PRODUCT_TYPES)}
                    placeholder="Select a product"
                    required
                  />
                  <TextField name="product_name" label="Product name" required />
                  <SelectField name="blood_group" label="Blood group" options={options(LISTING_BLOOD_GROUPS)} placeholder="Not specified" />
                  <TextField
                    name="quantity_available"
                    label="Quantity available"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    required
                  />
                  <TextField name="unit" label="Unit" helpText="For example units, bags or organ" required />
                  <SelectField name="status" label="Status" options={options(LISTING_STATUSES)} required />
                  <TextField name="provider_name" label="Provider name" required />
                  <SelectField name="provider_type" label="Provider type" options={PROVIDER_OPTIONS} placeholder="Select a type" required />
                  <SelectField name="country" label="Country" options={COUNTRY_OPTIONS} placeholder="Select a country" required />
                  <TextField name="district" label="District" />
                  <TextField name="contact_person" label="Contact person" autoComplete="name" />
                  <TextField name="contact_number" label="Contact number" type="tel" autoComplete="tel" />
                </Grid>
                {forSale ? (
                  <Grid minColumnWidth={220} gap={16}>
                    <TextField
                      name="price"
                      label="Price per unit"
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step="0.01"
                      helpText="Leave empty when not sold"
                    />
                    <SelectField name="currency" label="Currency" options={options(LISTING_CURRENCIES)} placeholder="No price" />
                    <CheckboxField name="online_purchase" label="Can be bought online" />
                    <TextField name="purchase_link" label="Purchase link" type="url" helpText="A secure (https) web address" />
                  </Grid>
                ) : (
                  <Alert title="Organs are never priced or sold">
                    <p>An organ listing shares availability only; it has no price and no online purchase.</p>
                  </Alert>
                )}
                <FormError message={saveError} />
                <Stack direction="row" gap={12} justify="flex-end" wrap>
                  <Button variant="outline" onClick={close} disabled={submitting}>
                    Cancel
                  </Button>
                  <Button type="submit" loading={submitting}>
                    {listing ? 'Save changes' : 'Publish listing'}
                  </Button>
                </Stack>
              </Stack>
            </form>
          );
        }}
      />
    </Dialog>
  );
}
