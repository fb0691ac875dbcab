import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REGISTRATION_MESSAGES as M } from '@donation-network/shared-rules';
import { renderWithProviders } from '../../../../test-utils';
import type { OrganisationDetails, WizardData, WizardStepProps } from '../../wizard/wizard-types';
import { saveOrganisation } from './organisation-api';
import { ORGANISATION_SAVE_FALLBACK, OrganisationStep } from './OrganisationStep';

jest.mock('./organisation-api', () => ({ saveOrganisation: jest.fn() }));

const saveMock = jest.mocked(saveOrganisation);
const USER = '0b7c6f1e-0000-4000-8000-000000000001';

beforeEach(() => jest.clearAllMocks());

function renderStep(data: WizardData = {}) {
  const props: WizardStepProps = {
    userType: 'partner',
    userId: USER,
    email: 'desk@cityhospital.org',
    data,
    update: jest.fn().mockResolvedValue(undefined),
    next: jest.fn().mockResolvedValue(undefined),
    back: jest.fn(),
  };
  renderWithProviders(<OrganisationStep {...props} />);
  return { props, user: userEvent.setup() };
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Organisation name/), '  City Hospital ');
  await user.selectOptions(screen.getByLabelText(/^Organisation type/), 'Plasma centre');
  await user.type(screen.getByLabelText(/^Licence number/), 'LIC-42');
  await user.selectOptions(screen.getByLabelText(/^Country/), 'Kenya');
  await user.type(screen.getByLabelText(/^District/), 'Nairobi');
  await user.type(screen.getByLabelText(/^Address/), '1 Hospital Road');
  await user.type(screen.getByLabelText(/^Contact person/), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/^Contact number/), '+254 700 000 000');
}

const expected: OrganisationDetails = {
  name: 'City Hospital',
  organisation_type: 'Plasma Center',
  licence_number: 'LIC-42',
  country: 'KE',
  district: 'Nairobi',
  address: '1 Hospital Road',
  contact_person: 'Ada Lovelace',
  contact_number: '+254 700 000 000',
};

describe('OrganisationStep', () => {
  it("shows the database's messages inline and saves nothing", async () => {
    const { props, user } = renderStep();
    await user.click(continueButton());
    for (const message of [M.organisationName, M.organisationType, M.licenceNumber, M.country, M.district, M.address, M.contactPerson]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText(M.contactNumber)).toBeInTheDocument();
    expect(saveMock).not.toHaveBeenCalled();
    expect(props.next).not.toHaveBeenCalled();
  });

  it('offers the stored organisation types with readable labels and countries by name', () => {
    renderStep();
    const types = screen.getByLabelText(/^Organisation type/);
    expect([...types.querySelectorAll('option')].map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Select a type'],
      ['Hospital', 'Hospital'],
      ['Blood Bank', 'Blood bank'],
      ['Organ Bank', 'Organ bank'],
      ['Plasma Center', 'Plasma centre'],
    ]);
    expect(screen.getByRole('option', { name: 'United Kingdom' })).toHaveValue('GB');
  });

  it('saves the organisation, then moves on with it and its name as the account name', async () => {
    saveMock.mockResolvedValue();
    const { props, user } = renderStep();
    await fillIn(user);
    await user.click(continueButton());
    expect(saveMock).toHaveBeenCalledWith(USER, expected);
    expect(props.next).toHaveBeenCalledWith({ organisation: expected, name: 'City Hospital' });
  });

  it("shows the database's refusal and stays", async () => {
    saveMock.mockRejectedValue(Object.assign(new Error('Choose a supported country'), { status: 400 }));
    const { props, user } = renderStep();
    await fillIn(user);
    await user.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a supported country');
    expect(props.next).not.toHaveBeenCalled();
  });

  it('hides internal errors behind the fallback', async () => {
    saveMock.mockRejectedValue(new Error('new row violates row-level security policy for table "partner_organisations"'));
    const { user } = renderStep();
    await fillIn(user);
    await user.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(ORGANISATION_SAVE_FALLBACK);
  });

  it('starts from the draft, and Back goes back', async () => {
    saveMock.mockResolvedValue();
    const { props, user } = renderStep({ organisation: expected });
    expect(screen.getByLabelText(/^Organisation name/)).toHaveValue('City Hospital');
    await user.click(continueButton());
    expect(saveMock).toHaveBeenCalledWith(USER, expected);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(props.back).toHaveBeenCalled();
  });
});
