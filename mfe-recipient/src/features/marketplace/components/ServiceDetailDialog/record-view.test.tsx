// The marketplace's detail dialogs count a view of what they show, for its owner's analytics.
import { screen } from '@testing-library/react';
import { useRecordView } from '@donation-network/portal-session';
import { renderWithProviders } from '@donation-network/shared-ui/testing';
import { getOpportunityDetails, type ExecutiveOpportunity } from '../../api/executive-opportunities';
import { getProfessionalProfile, type ExecutiveProfessional } from '../../api/executive-talent';
import { BANK_ROW } from '../../testing/fixtures';
import { OpportunityDetailDialog } from '../OpportunityDetailDialog/OpportunityDetailDialog';
import { ProfessionalProfileDialog } from '../ProfessionalProfileDialog/ProfessionalProfileDialog';
import { ServiceDetailDialog } from './ServiceDetailDialog';

jest.mock('@donation-network/portal-session', () => ({
  ...jest.requireActual('@donation-network/portal-session'),
  useRecordView: jest.fn(),
}));
jest.mock('../../api/executive-talent', () => ({ ...jest.requireActual('../../api/executive-talent'), getProfessionalProfile: jest.fn() }));
jest.mock('../../api/executive-opportunities', () => ({
  ...jest.requireActual('../../api/executive-opportunities'),
  getOpportunityDetails: jest.fn(),
}));

const recorded = jest.mocked(useRecordView);
const noop = () => undefined;

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getProfessionalProfile).mockReturnValue(new Promise(noop));
  jest.mocked(getOpportunityDetails).mockReturnValue(new Promise(noop));
});

test('a listing’s details count as a view of that listing; a closed dialog counts nothing', () => {
  const { rerender } = renderWithProviders(<ServiceDetailDialog service={null} onClose={noop} onRequest={noop} />);
  expect(recorded).toHaveBeenLastCalledWith('blood_service', undefined);
  rerender(<ServiceDetailDialog service={BANK_ROW} onClose={noop} onRequest={noop} />);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(recorded).toHaveBeenLastCalledWith('blood_service', BANK_ROW.id);
});

test('a professional’s profile and an opportunity’s details count as views of them', () => {
  renderWithProviders(
    <ProfessionalProfileDialog
      professional={{ id: 'pro-1', name: 'Dr. Ada', role: 'CMO' } as ExecutiveProfessional}
      onClose={noop}
      onBookMeeting={noop}
    />,
  );
  expect(recorded).toHaveBeenLastCalledWith('professional', 'pro-1');
  renderWithProviders(
    <OpportunityDetailDialog
      opportunity={{ id: 'opp-1', organization: 'City Hospital', position: 'Head of Supply' } as ExecutiveOpportunity}
      application={undefined}
      onClose={noop}
      onApply={noop}
    />,
  );
  expect(recorded).toHaveBeenLastCalledWith('opportunity', 'opp-1');
});
