import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { useCurrentUser, usePortalRead } from '@donation-network/portal-session';
import {
  Badge,
  Button,
  DataState,
  Pagination,
  SpreadRow,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  formatDate,
  formatDateTime,
} from '@donation-network/shared-ui';
import { lastPageOf, useLastPageWhenPastTheEnd } from '../../../../lib/use-last-page';
import { BLOOD_SERVICES_PAGE_SIZE, listBloodServices, type BloodServiceListing } from '../../api/blood-services';
import { eligibilityLabel, isIndividualDonor, rowAction, statusVariant } from '../../api/format';
import { listOpenDonorRequests, openRequestLabel } from '../../api/request-donor';
import { useBloodServiceFilters } from '../../hooks/use-blood-service-filters';
import { BloodServiceFilters } from '../BloodServiceFilters/BloodServiceFilters';
import { DonorRequestDialog } from '../DonorRequestDialog/DonorRequestDialog';
import { ServiceDetailDialog } from '../ServiceDetailDialog/ServiceDetailDialog';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const TableTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Footer = styled(SpreadRow)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Empty = styled.p`
  margin: 0;
  padding: 24px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Nine columns fit the page column of a 1280 px screen (about 890 px beside the menu): the small
 * type size, narrow cell padding, headers, words and badges that wrap (measured by
 * e2e/executive-actions.spec.ts). A wrapped badge gets small corners: a pill's round ends on two
 * lines of text make a circle. Narrower screens scroll inside the table's own box.
 */
const ServicesTable = styled(Table)`
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding-left: 6px;
    padding-right: 6px;
  }
  td > span {
    white-space: normal;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  th {
    white-space: normal;
  }
  td {
    overflow-wrap: break-word;
  }
`;

const ViewLink = styled.a`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.primary};
`;

export const EMPTY_SERVICES_TEXT = 'No services found matching your filters. Try adjusting your search criteria.';

interface RowActionProps {
  service: BloodServiceListing;
  /** Status of the user's open request for this donor, if any. */
  requestStatus: string | undefined;
  onDetails: (service: BloodServiceListing) => void;
  onRequest: (service: BloodServiceListing) => void;
}

function RowActionCell({ service, requestStatus, onDetails, onRequest }: RowActionProps) {
  switch (rowAction(service)) {
    case 'not-for-sale':
      return <Badge variant="outline">Not for sale</Badge>;
    case 'request':
      if (requestStatus) {
        return (
          <Badge variant={requestStatus === 'accepted' ? 'success' : 'secondary'} data-testid="requested-badge">
            {openRequestLabel(requestStatus)}
          </Badge>
        );
      }
      return (
        <Button
          type="button"
          size="sm"
          disabled={service.is_eligible !== true}
          aria-label={`Request ${service.provider_name}`}
          onClick={() => onRequest(service)}
        >
          Request
        </Button>
      );
    case 'view':
      return (
        <ViewLink href={service.purchase_link ?? undefined} target="_blank" rel="noopener noreferrer">
          View
        </ViewLink>
      );
    default:
      return (
        <Button type="button" size="sm" variant="outline" onClick={() => onDetails(service)}>
          Details
        </Button>
      );
  }
}

/** Tab 'Blood Services': server-side filtered, paginated listings with row actions. */
export function BloodServicesTab() {
  const { filters, update, reset } = useBloodServiceFilters();
  const replacePage = useCallback((page: number) => update({ page }, { replace: true }), [update]);
  const result = useLastPageWhenPastTheEnd(
    usePortalRead({ queryKey: ['recipient', 'blood-services', filters], read: (signal) => listBloodServices(filters, signal) }),
    { page: filters.page, pageSize: BLOOD_SERVICES_PAGE_SIZE, totalOf: (data) => data.total, replacePage },
  );
  const [details, setDetails] = useState<BloodServiceListing | null>(null);
  const [requesting, setRequesting] = useState<BloodServiceListing | null>(null);
  const { user } = useCurrentUser();
  const userId = user?.id ?? '';
  // Without this read the buttons stay as they were: the database still refuses a second request.
  const openRequests = usePortalRead({
    queryKey: ['recipient', 'open-donor-requests', userId],
    read: (signal) => listOpenDonorRequests(userId, signal),
    enabled: Boolean(userId),
  });
  const [requestedHere, setRequestedHere] = useState<ReadonlyMap<string, string>>(new Map());
  const requestStatusOf = (listingId: string) => requestedHere.get(listingId) ?? openRequests.data?.get(listingId);

  const services = result.data?.services ?? [];
  const total = result.data?.total ?? 0;
  const available = result.data?.available ?? 0;
  const lastPage = lastPageOf(total, BLOOD_SERVICES_PAGE_SIZE);

  return (
    <Stack>
      <BloodServiceFilters filters={filters} onChange={update} onReset={reset} />
      <TableTitle id="available-blood-services">Available Blood Services</TableTitle>
      <DataState
        result={result}
        loadingLabel="Loading services..."
        errorFallback="Blood services could not be loaded. Please try again."
        compact
      >
        {() => (
          <>
            <ServicesTable aria-label="Available Blood Services" minWidth="760px">
              <TableHead>
                <TableRow>
                  <TableHeaderCell>Provider</TableHeaderCell>
                  <TableHeaderCell>Product</TableHeaderCell>
                  <TableHeaderCell>Availability</TableHeaderCell>
                  <TableHeaderCell>Location</TableHeaderCell>
                  <TableHeaderCell>Contact</TableHeaderCell>
                  <TableHeaderCell>Status</TableHeaderCell>
                  <TableHeaderCell>Last Updated</TableHeaderCell>
                  <TableHeaderCell>Donor Info</TableHeaderCell>
                  <TableHeaderCell>Action</TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {services.map((service) => (
                  <TableRow key={service.id} data-testid="service-row">
                    <TableCell>
                      {service.provider_name}
                      <Muted>{service.provider_type}</Muted>
                    </TableCell>
                    <TableCell>
                      {service.product_name}
                      <Muted>
                        {service.product_type}
                        {service.blood_group ? ` · ${service.blood_group}` : ''}
                      </Muted>
                    </TableCell>
                    <TableCell>
                      {service.quantity_available === null ? 'N/A' : `${service.quantity_available} ${service.unit ?? ''}`.trim()}
                    </TableCell>
                    <TableCell>{[service.district, service.country].filter(Boolean).join(', ') || 'N/A'}</TableCell>
                    <TableCell>
                      {service.contact_person ?? 'N/A'}
                      {service.contact_number && <Muted>{service.contact_number}</Muted>}
                    </TableCell>
                    <TableCell>
                      <Badge variant={statusVariant(service.status)}>{service.status}</Badge>
                    </TableCell>
                    <TableCell>
                      {formatDateTime(service.last_updated)}
                      {service.updated_by_hospital_integration && <Muted>Hospital integration</Muted>}
                    </TableCell>
                    <TableCell>
                      {isIndividualDonor(service) ? (
                        <>
                          <Badge variant={service.is_eligible ? 'success' : 'warning'}>{eligibilityLabel(service.is_eligible)}</Badge>
                          <Muted>Last donated: {formatDate(service.last_donated)}</Muted>
                        </>
                      ) : (
                        <Muted>N/A</Muted>
                      )}
                    </TableCell>
                    <TableCell>
                      <RowActionCell
                        service={service}
                        requestStatus={requestStatusOf(service.id)}
                        onDetails={setDetails}
                        onRequest={setRequesting}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </ServicesTable>
            {services.length === 0 && <Empty>{EMPTY_SERVICES_TEXT}</Empty>}
            <Footer>
              <span>
                Showing {services.length} of {available} services
              </span>
              <Pagination page={filters.page} pageCount={lastPage} onPageChange={(page) => update({ page })} />
            </Footer>
          </>
        )}
      </DataState>
      <ServiceDetailDialog
        service={details}
        onClose={() => setDetails(null)}
        onRequest={(service) => {
          setDetails(null);
          setRequesting(service);
        }}
      />
      <DonorRequestDialog
        donor={requesting}
        onClose={() => setRequesting(null)}
        onRequested={(request) => setRequestedHere((map) => new Map(map).set(request.listing_id, request.status))}
      />
    </Stack>
  );
}
