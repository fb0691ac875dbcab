import { usePriceFormatter, useRecordView } from '@donation-network/portal-session';
import styled from 'styled-components';
import { Badge, Button, DetailList, Dialog, formatDateTime } from '@donation-network/shared-ui';
import type { BloodServiceListing } from '../../api/blood-services';
import { hasPrice, isEligibleDonor, statusVariant } from '../../api/format';

const Note = styled.p`
  margin: 16px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ServiceDetailDialogProps {
  service: BloodServiceListing | null;
  onClose: () => void;
  /** Request Appointment (eligible individual donors only). */
  onRequest: (service: BloodServiceListing) => void;
}

const orNA = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? 'N/A' : String(value));

/** Details of one listing; the price only when above 0. */
export function ServiceDetailDialog({ service, onClose, onRequest }: ServiceDetailDialogProps) {
  const price = usePriceFormatter();
  useRecordView('blood_service', service?.id);
  if (!service) return null;
  const contact = [service.contact_person, service.contact_number].filter(Boolean).join(', ');
  return (
    <Dialog
      open
      onClose={onClose}
      title={service.product_name}
      description={service.provider_name}
      maxWidth="560px"
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            Close
          </Button>
          {isEligibleDonor(service) && (
            <Button type="button" onClick={() => onRequest(service)}>
              Request Appointment
            </Button>
          )}
        </>
      }
    >
      <DetailList>
        <dt>Product</dt>
        <dd>{service.product_name}</dd>
        <dt>Provider</dt>
        <dd>
          {service.provider_name} ({service.provider_type})
        </dd>
        <dt>Status</dt>
        <dd>
          <Badge variant={statusVariant(service.status)}>{service.status}</Badge>
        </dd>
        <dt>Blood Group</dt>
        <dd>{orNA(service.blood_group)}</dd>
        <dt>Type</dt>
        <dd>{service.product_type}</dd>
        <dt>Quantity</dt>
        <dd>{service.quantity_available === null ? 'N/A' : `${service.quantity_available} ${service.unit ?? ''}`.trim()}</dd>
        <dt>Location</dt>
        <dd>{orNA([service.district, service.country].filter(Boolean).join(', '))}</dd>
        <dt>Contact</dt>
        <dd>{orNA(contact)}</dd>
        {hasPrice(service) && (
          <>
            <dt>Price</dt>
            <dd>{price(service.price as number | string, { currency: service.currency })}</dd>
            <dt>Currency</dt>
            <dd>{orNA(service.currency)}</dd>
          </>
        )}
        <dt>Last Updated</dt>
        <dd>{formatDateTime(service.last_updated)}</dd>
      </DetailList>
      {service.online_purchase && <Note>This product is available for online purchase.</Note>}
    </Dialog>
  );
}
