import { RequestError } from '@donation-network/portal-data';
import type { OrganisationDetails } from '../../wizard/wizard-types';
import { attachLicenceDocument, saveOrganisation } from './organisation-api';
import { fakeSupabase } from '@donation-network/portal-session/testing';

const USER = '0b7c6f1e-0000-4000-8000-000000000001';
const organisation: OrganisationDetails = {
  name: 'City Hospital',
  organisation_type: 'Hospital',
  licence_number: 'LIC-42',
  country: 'GB',
  district: 'Camden',
  address: '1 Hospital Road',
  contact_person: 'Ada Lovelace',
  contact_number: '020 7946 0000',
};

test('saveOrganisation upserts the organisation on user_id', async () => {
  const calls = fakeSupabase({ error: null, status: 201 });
  await saveOrganisation(USER, organisation);
  expect(calls).toEqual([
    ['from', 'partner_organisations'],
    ['upsert', { user_id: USER, ...organisation }, { onConflict: 'user_id' }],
  ]);
});

test('attachLicenceDocument sets the document path of the own organisation', async () => {
  const calls = fakeSupabase({ error: null, status: 204 });
  await attachLicenceDocument(USER, `${USER}/licence-1.pdf`);
  expect(calls).toEqual([
    ['from', 'partner_organisations'],
    ['update', { licence_document_path: `${USER}/licence-1.pdf` }],
    ['eq', 'user_id', USER],
  ]);
});

test("a refusal throws the database's message with its status", async () => {
  fakeSupabase({ error: { message: 'Choose a supported country', code: '22023' }, status: 400 });
  const failure = saveOrganisation(USER, organisation);
  await expect(failure).rejects.toBeInstanceOf(RequestError);
  await expect(failure).rejects.toMatchObject({ message: 'Choose a supported country', status: 400 });
});
