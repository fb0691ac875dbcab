// Recipient activity (migration 20261124000410_recipient-activity.sql): the recipient_activity
// view, cancelling requests and appointments, status notifications and the read state of
// notifications, and the shared rules (supabase/rules/recipient-activity.ts) that mirror them.
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  APPOINTMENT_STATUSES,
  DONOR_REQUEST_STATUSES,
  RECIPIENT_ACTIVITY_MESSAGES,
  appointmentCancelRefusal,
  donorRequestCancelRefusal,
  repeatDonorRequestRefusal,
} from '@donation-network/shared-rules';
import {
  DONOR_CONTACT_NUMBER,
  DONOR_CONTACT_PERSON,
  MGH,
  donorWithListing,
  must,
  subscribedUser,
  type DonorFixture,
} from './support/marketplace-fixtures';
import { createTestClient, signInDemo, type SignedUpUser, type TestBackend, startTestBackend } from './support/test-backend';

interface ActivityRow {
  kind: 'donor_request' | 'appointment';
  id: string;
  status: string;
  created_at: string;
  scheduled_at: string | null;
  hospital_name: string;
  hospital_city: string;
  hospital_country: string;
  provider_name: string | null;
  blood_group: string | null;
  appointment_type: string | null;
  notes: string | null;
}

interface Note {
  id: string;
  title: string;
  body: string;
  read_at: string | null;
}

let backend: TestBackend;
let admin: SupabaseClient;
let alice: SignedUpUser;
let bob: SignedUpUser;
let donor: DonorFixture;

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

async function requestDonor(user: SignedUpUser, listingId: string): Promise<string> {
  const row = (await must(user.client.rpc('request_donor', { listing_id: listingId, hospital_id: MGH }))) as { id: string };
  return row.id;
}

async function bookAppointment(user: SignedUpUser, notes: string | null = null): Promise<string> {
  const row = await must(
    user.client.from('appointments').insert({ hospital_id: MGH, scheduled_at: inAWeek(), type: 'blood', notes }).select('id').single(),
  );
  return (row as { id: string }).id;
}

async function requestStatus(id: string): Promise<string> {
  return ((await must(admin.from('donor_appointment_requests').select('status').eq('id', id).single())) as { status: string }).status;
}

async function appointmentStatus(id: string): Promise<string> {
  return ((await must(admin.from('appointments').select('status').eq('id', id).single())) as { status: string }).status;
}

async function notesOf(client: SupabaseClient): Promise<Note[]> {
  return (await must(client.from('notifications').select('id, title, body, read_at').order('created_at', { ascending: false }))) as Note[];
}

beforeAll(async () => {
  backend = await startTestBackend();
  admin = (await signInDemo(backend, 'admin')).client;
  [alice, bob, donor] = await Promise.all([subscribedUser(backend), subscribedUser(backend), donorWithListing(backend, admin)]);
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

describe('recipient_activity', () => {
  it("lists only the caller's requests and appointments, with hospital and listing name but no donor contact", async () => {
    const aliceRequest = await requestDonor(alice, donor.listingId);
    const bobRequest = await requestDonor(bob, donor.listingId);
    const aliceAppointment = await bookAppointment(alice, 'Morning please');

    const aliceRows = (await must(alice.client.from('recipient_activity').select('*').order('created_at'))) as ActivityRow[];
    const bobRows = (await must(bob.client.from('recipient_activity').select('*'))) as ActivityRow[];
    const donorRows = await donor.client.from('recipient_activity').select('*');
    const anonRows = await createTestClient(backend).from('recipient_activity').select('*');

    expect(aliceRows.map((r) => [r.kind, r.id])).toEqual([
      ['donor_request', aliceRequest],
      ['appointment', aliceAppointment],
    ]);
    expect(aliceRows[0]).toMatchObject({
      status: 'pending',
      scheduled_at: null,
      hospital_name: 'Massachusetts General Hospital',
      hospital_city: 'Boston',
      hospital_country: 'US',
      provider_name: 'Test D.',
      blood_group: 'O-',
      appointment_type: null,
    });
    expect(aliceRows[1]).toMatchObject({ status: 'requested', appointment_type: 'blood', notes: 'Morning please', provider_name: null });
    expect(aliceRows[1].scheduled_at).not.toBeNull();
    expect(bobRows.map((r) => r.id)).toEqual([bobRequest]);
    expect(donorRows.data ?? []).toEqual([]);
    expect(anonRows.data ?? []).toEqual([]);

    const everything = JSON.stringify([aliceRows, bobRows]);
    expect(everything).not.toContain(DONOR_CONTACT_PERSON);
    expect(everything).not.toContain(DONOR_CONTACT_NUMBER);
    expect(everything).not.toContain(donor.email);

    // leave no open request behind for the tests below
    await must(alice.client.rpc('cancel_donor_request', { request_id: aliceRequest }));
    await must(bob.client.rpc('cancel_donor_request', { request_id: bobRequest }));
  });

  it('is read-only', async () => {
    const { error } = await alice.client.from('recipient_activity').update({ status: 'cancelled' }).eq('kind', 'appointment');
    expect(error).not.toBeNull();
  });
});

describe('cancelling a donor request', () => {
  it('another user cannot cancel it, through the function or the table; it stays pending', async () => {
    const id = await requestDonor(alice, donor.listingId);

    const viaFunction = await bob.client.rpc('cancel_donor_request', { request_id: id });
    const viaTable = await bob.client.from('donor_appointment_requests').update({ status: 'cancelled' }).eq('id', id).select('id');
    const signedOut = await createTestClient(backend).rpc('cancel_donor_request', { request_id: id });

    expect(viaFunction.error?.message).toBe(RECIPIENT_ACTIVITY_MESSAGES.donorRequestNotFound);
    expect(viaTable.data ?? []).toEqual([]);
    expect(signedOut.error?.message).toBe('You must be logged in to cancel a request');
    expect(await requestStatus(id)).toBe('pending');

    await must(alice.client.rpc('cancel_donor_request', { request_id: id }));
  });

  it('the requester cancels, the donor is told, and the request cannot be un-cancelled', async () => {
    const id = await requestDonor(alice, donor.listingId);
    const donorNotesBefore = (await notesOf(donor.client)).length;

    const cancelled = await must(alice.client.rpc('cancel_donor_request', { request_id: id }));
    const again = await alice.client.rpc('cancel_donor_request', { request_id: id });
    const reopen = await alice.client.from('donor_appointment_requests').update({ status: 'pending' }).eq('id', id);
    const donorNotes = await notesOf(donor.client);

    expect(cancelled).toMatchObject({ id, status: 'cancelled' });
    expect(again.error?.message).toBe(RECIPIENT_ACTIVITY_MESSAGES.donorRequestAlreadyCancelled);
    expect(reopen.error?.message).toBe('This status change is not allowed');
    expect(await requestStatus(id)).toBe('cancelled');
    expect(donorNotes).toHaveLength(donorNotesBefore + 1);
    expect(donorNotes[0]).toMatchObject({ title: 'Donation request cancelled', read_at: null });
    expect(donorNotes[0].body).toContain('Massachusetts General Hospital, Boston');
    expect(donorNotes[0].body).not.toContain(alice.email);
  });

  it.each(DONOR_REQUEST_STATUSES)('status %s: the database and the shared rule agree', async (status) => {
    const id = await requestDonor(alice, donor.listingId);
    if (status !== 'pending') await must(admin.from('donor_appointment_requests').update({ status }).eq('id', id));

    const { data, error } = await alice.client.rpc('cancel_donor_request', { request_id: id });

    expect(error?.message ?? null).toBe(donorRequestCancelRefusal(status));
    expect(await requestStatus(id)).toBe(error ? status : 'cancelled');
    if (!error) expect(data).toMatchObject({ status: 'cancelled' });
  });
});

describe('open requests and what the requester hears', () => {
  it('an accepted request blocks another one; the requester hears of acceptance and refusal', async () => {
    const other = await donorWithListing(backend, admin);
    const first = await requestDonor(alice, other.listingId);
    const pendingAgain = await alice.client.rpc('request_donor', { listing_id: other.listingId, hospital_id: MGH });
    await must(other.client.from('donor_appointment_requests').update({ status: 'accepted' }).eq('id', first));
    const acceptedAgain = await alice.client.rpc('request_donor', { listing_id: other.listingId, hospital_id: MGH });
    const afterAccept = await notesOf(alice.client);

    expect(pendingAgain.error?.message).toBe(repeatDonorRequestRefusal('pending'));
    expect(acceptedAgain.error?.message).toBe(repeatDonorRequestRefusal('accepted'));
    expect(afterAccept[0]).toMatchObject({ title: 'Donor accepted your request', read_at: null });
    expect(afterAccept[0].body).toContain('Massachusetts General Hospital, Boston');

    // once cancelled, the donor can be asked again; a decline reaches the requester too
    await must(alice.client.rpc('cancel_donor_request', { request_id: first }));
    const second = await requestDonor(alice, other.listingId);
    await must(other.client.from('donor_appointment_requests').update({ status: 'declined' }).eq('id', second));
    const afterDecline = await notesOf(alice.client);
    expect(afterDecline[0]).toMatchObject({ title: 'Donor declined your request' });
    expect(repeatDonorRequestRefusal('declined')).toBeNull();
    expect(await requestDonor(alice, other.listingId)).toEqual(expect.any(String));
  });
});

describe('cancelling an appointment', () => {
  it('another user cannot cancel it; the owner cancels once and cannot un-cancel', async () => {
    const id = await bookAppointment(alice);

    const byBob = await bob.client.rpc('cancel_appointment', { appointment_id: id });
    const byBobTable = await bob.client.from('appointments').update({ status: 'cancelled' }).eq('id', id).select('id');
    expect(byBob.error?.message).toBe(RECIPIENT_ACTIVITY_MESSAGES.appointmentNotFound);
    expect(byBobTable.data ?? []).toEqual([]);
    expect(await appointmentStatus(id)).toBe('requested');

    const notesBefore = (await notesOf(alice.client)).length;
    const cancelled = await must(alice.client.rpc('cancel_appointment', { appointment_id: id }));
    const again = await alice.client.rpc('cancel_appointment', { appointment_id: id });
    const reopen = await alice.client.from('appointments').update({ status: 'requested' }).eq('id', id);

    expect(cancelled).toMatchObject({ id, status: 'cancelled' });
    expect(again.error?.message).toBe(RECIPIENT_ACTIVITY_MESSAGES.appointmentAlreadyCancelled);
    expect(reopen.error?.message).toBe('You can only cancel a requested or confirmed appointment');
    expect(await appointmentStatus(id)).toBe('cancelled');
    // cancelling one's own appointment tells nobody (no hospital account yet)
    expect(await notesOf(alice.client)).toHaveLength(notesBefore);
  });

  it.each(APPOINTMENT_STATUSES)('status %s: the database and the shared rule agree', async (status) => {
    const id = await bookAppointment(alice);
    if (status !== 'requested') await must(admin.from('appointments').update({ status }).eq('id', id));

    const { error } = await alice.client.rpc('cancel_appointment', { appointment_id: id });

    expect(error?.message ?? null).toBe(appointmentCancelRefusal(status));
    expect(await appointmentStatus(id)).toBe(error ? status : 'cancelled');
  });

  it('the owner hears when the hospital side confirms or cancels', async () => {
    const id = await bookAppointment(alice);
    await must(admin.from('appointments').update({ status: 'confirmed' }).eq('id', id));
    const confirmed = (await notesOf(alice.client))[0];
    await must(admin.from('appointments').update({ status: 'cancelled' }).eq('id', id));
    const cancelled = (await notesOf(alice.client))[0];

    expect(confirmed.title).toBe('Appointment confirmed');
    expect(confirmed.body).toMatch(
      /^Your blood appointment at Massachusetts General Hospital, Boston on \d{2} \w{3} \d{4}, \d{2}:\d{2} UTC is confirmed\.$/,
    );
    expect(cancelled.title).toBe('Appointment cancelled');
    expect(cancelled.body).toContain('has been cancelled');
  });
});

describe('notifications: read state', () => {
  async function notify(user: SignedUpUser, title: string): Promise<string> {
    const row = await must(admin.from('notifications').insert({ user_id: user.user.id, title, body: 'Test' }).select('id').single());
    return (row as { id: string }).id;
  }

  async function summary(client: SupabaseClient): Promise<{ unread_count: number; total_count: number }> {
    return (await must(client.rpc('notification_summary').single())) as { unread_count: number; total_count: number };
  }

  it("mark one read: only one's own, once; the summary follows", async () => {
    const own = await notify(alice, 'For Alice');
    const bobs = await notify(bob, 'For Bob');
    const before = await summary(alice.client);
    const all = await notesOf(alice.client);
    expect(before).toEqual({ unread_count: all.filter((n) => n.read_at === null).length, total_count: all.length });

    const foreign = await alice.client.rpc('mark_notification_read', { notification_id: bobs });
    const foreignTable = await alice.client.from('notifications').update({ read_at: new Date().toISOString() }).eq('id', bobs).select('id');
    expect(foreign.error?.message).toBe(RECIPIENT_ACTIVITY_MESSAGES.notificationNotFound);
    expect(foreignTable.data ?? []).toEqual([]);
    expect((await notesOf(bob.client)).find((n) => n.id === bobs)?.read_at).toBeNull();

    const read = (await must(alice.client.rpc('mark_notification_read', { notification_id: own }))) as Note;
    const readAgain = (await must(alice.client.rpc('mark_notification_read', { notification_id: own }))) as Note;
    expect(read.read_at).not.toBeNull();
    expect(readAgain.read_at).toBe(read.read_at);
    expect(await summary(alice.client)).toEqual({ unread_count: before.unread_count - 1, total_count: before.total_count });
  });

  it("mark all read changes only the caller's notifications", async () => {
    await notify(alice, 'Another for Alice');
    await notify(bob, 'Another for Bob');
    const bobBefore = await summary(bob.client);
    const aliceUnread = (await summary(alice.client)).unread_count;
    expect(aliceUnread).toBeGreaterThan(0);
    expect(bobBefore.unread_count).toBeGreaterThan(0);

    const changed = await must(alice.client.rpc('mark_all_notifications_read'));

    expect(changed).toBe(aliceUnread);
    expect((await summary(alice.client)).unread_count).toBe(0);
    expect((await notesOf(alice.client)).every((n) => n.read_at !== null)).toBe(true);
    expect(await summary(bob.client)).toEqual(bobBefore);
    expect(await must(alice.client.rpc('mark_all_notifications_read'))).toBe(0);
  });

  it('signed out: no marking, no summary', async () => {
    const anon = createTestClient(backend);
    const markAll = await anon.rpc('mark_all_notifications_read');
    const markOne = await anon.rpc('mark_notification_read', { notification_id: '00000000-0000-4000-8000-000000000000' });
    const counts = await anon.rpc('notification_summary');
    expect(markAll.error?.message).toBe('You must be logged in to read notifications');
    expect(markOne.error?.message).toBe('You must be logged in to read notifications');
    expect(counts.error).not.toBeNull();
  });
});
