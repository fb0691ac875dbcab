import { useState, type FormEvent } from 'react';
import { usePriceFormatter } from '@donation-network/portal-session';
import { LISTING_LIMITS, LISTING_MESSAGES, isForSaleProduct, isPublishedListingStatus } from '@donation-network/shared-rules';
import { Badge, Button, GridList, ListCard, notify, type BadgeVariant } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import styled from 'styled-components';
import { adjustListingQuantity, updateListing, type PartnerListing } from '../../api/partner-dashboard-api';

export const LISTING_UPDATE_FALLBACK = 'The listing could not be updated. Please try again.';

const Item = styled(ListCard)`
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const QuantityInput = styled.input`
  width: 88px;
  min-height: 36px;
  padding: 4px 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: center;
`;

function statusVariant(status: string): BadgeVariant {
  if (status === 'Available' || status === 'Active') return 'success';
  if (status === 'Reserved') return 'warning';
  return 'outline';
}

/** In the listing's own currency, with the viewer's estimate when they chose another. */
function priceText(listing: PartnerListing, price: ReturnType<typeof usePriceFormatter>): string {
  if (!isForSaleProduct(listing.product_type)) return 'Not for sale';
  if (!listing.price) return 'No price';
  return `${price(listing.price, { currency: listing.currency })} per ${listing.unit.replace(/s$/, '')}`;
}

/** A whole number from 0 to the limit, as the database's quantity check. */
function parseQuantity(text: string): number | null {
  return /^[0-9]{1,7}$/.test(text.trim()) && Number(text) <= LISTING_LIMITS.quantityMax ? Number(text) : null;
}

interface ListingCardProps {
  listing: PartnerListing;
  onEdit: (listing: PartnerListing) => void;
  onChanged: () => void;
}

function ListingCard({ listing, onEdit, onChanged }: ListingCardProps) {
  const price = usePriceFormatter();
  const [quantity, setQuantity] = useState(String(listing.quantity_available));
  const [busy, setBusy] = useState(false);
  const published = isPublishedListingStatus(listing.status);
  const label = listing.product_name;

  const run = async (action: () => Promise<unknown>, success?: string) => {
    setBusy(true);
    try {
      await action();
      if (success) notify({ title: success, variant: 'success' });
      onChanged();
    } catch (error) {
      setQuantity(String(listing.quantity_available));
      notify({ title: 'Listing not updated', description: friendlyErrorMessage(error, LISTING_UPDATE_FALLBACK), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const saveQuantity = (event?: FormEvent) => {
    event?.preventDefault();
    if (quantity === String(listing.quantity_available)) return;
    const value = parseQuantity(quantity);
    if (value === null) {
      notify({ title: 'Listing not updated', description: LISTING_MESSAGES.quantity, variant: 'destructive' });
      setQuantity(String(listing.quantity_available));
      return;
    }
    void run(() => updateListing(listing.id, { quantity_available: value }));
  };

  return (
    <Item>
      <div>
        <h3>{label}</h3>
        <p>
          {listing.product_type}
          {listing.blood_group ? ` · ${listing.blood_group}` : ''} · {listing.district ? `${listing.district}, ` : ''}
          {listing.country}
        </p>
      </div>
      <Row>
        <Badge variant={statusVariant(listing.status)}>{listing.status}</Badge>
        <Badge variant="secondary">{priceText(listing, price)}</Badge>
      </Row>
      <form onSubmit={saveQuantity} aria-label={`Quantity of ${label}`}>
        <Row>
          <Button
            size="sm"
            variant="outline"
            disabled={busy || listing.quantity_available === 0}
            onClick={() => run(() => adjustListingQuantity(listing.id, -1))}
            aria-label={`One less ${label}`}
          >
            −
          </Button>
          <QuantityInput
            type="number"
            inputMode="numeric"
            min={0}
            max={LISTING_LIMITS.quantityMax}
            step={1}
            value={quantity}
            disabled={busy}
            onChange={(event) => setQuantity(event.target.value)}
            onBlur={() => saveQuantity()}
            aria-label={`Quantity available of ${label} (${listing.unit})`}
          />
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => run(() => adjustListingQuantity(listing.id, 1))}
            aria-label={`One more ${label}`}
          >
            +
          </Button>
          <span>{listing.unit}</span>
        </Row>
      </form>
      <Row>
        <Button size="sm" variant="outline" onClick={() => onEdit(listing)} disabled={busy} aria-label={`Edit ${label}`}>
          Edit
        </Button>
        {published ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => run(() => updateListing(listing.id, { status: 'Inactive' }), 'Listing withdrawn')}
            aria-label={`Withdraw ${label}`}
          >
            Withdraw
          </Button>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => run(() => updateListing(listing.id, { status: 'Available' }), 'Listing published')}
            aria-label={`Publish ${label} again`}
          >
            Publish again
          </Button>
        )}
      </Row>
    </Item>
  );
}

export interface PartnerListingsProps {
  listings: PartnerListing[];
  onEdit: (listing: PartnerListing) => void;
  onChanged: () => void;
}

/** The partner's own listings as cards (readable at 375 px) with quick quantity changes, edit and withdraw. */
export function PartnerListings({ listings, onEdit, onChanged }: PartnerListingsProps) {
  return (
    <GridList aria-label="Your listings" minColumnWidth={300} gap={16}>
      {listings.map((listing) => (
        <ListingCard
          key={`${listing.id}:${listing.quantity_available}:${listing.status}`}
          listing={listing}
          onEdit={onEdit}
          onChanged={onChanged}
        />
      ))}
    </GridList>
  );
}
