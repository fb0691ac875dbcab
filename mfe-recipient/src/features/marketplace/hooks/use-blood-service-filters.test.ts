import { EMPTY_BLOOD_SERVICE_FILTERS } from '../api/blood-services';
import { parseBloodServiceParams, toBloodServiceParams } from './use-blood-service-filters';

test('URL → filters: known values kept, unknown values fall back to all', () => {
  const filters = parseBloodServiceParams(
    new URLSearchParams(
      'q=red&location=bos&product=Plasma&bloodGroup=AB-&country=AU&district=Sydney&status=Active&provider=Blood+Bank&updated=last24h&eligible=1&page=2',
    ),
  );
  expect(filters).toEqual({
    search: 'red',
    location: 'bos',
    productType: 'Plasma',
    bloodGroup: 'AB-',
    country: 'AU',
    district: 'Sydney',
    status: 'Active',
    providerType: 'Blood Bank',
    updated: 'last24h',
    eligibleOnly: true,
    page: 2,
  });
  expect(parseBloodServiceParams(new URLSearchParams('product=Gold&bloodGroup=Z&updated=soon&page=x'))).toEqual(
    EMPTY_BLOOD_SERVICE_FILTERS,
  );
});

test('filters → URL: defaults left out, other params kept', () => {
  const params = toBloodServiceParams(
    { ...EMPTY_BLOOD_SERVICE_FILTERS, bloodGroup: 'O-', eligibleOnly: true, page: 1 },
    new URLSearchParams('tab=blood-services&page=4'),
  );
  expect(params.toString()).toBe('tab=blood-services&bloodGroup=O-&eligible=1');
});

test('the status filter offers the published statuses only: a withdrawn listing is never on offer', () => {
  expect(parseBloodServiceParams(new URLSearchParams('status=Reserved')).status).toBe('Reserved');
  expect(parseBloodServiceParams(new URLSearchParams('status=Inactive')).status).toBe('');
  expect(parseBloodServiceParams(new URLSearchParams('status=Expired')).status).toBe('');
});
