// EXECUTIVE ACTIONS: Book Meeting and Apply from the marketplace's executive tabs.
// Meeting requests need one to three distinct future times and a message (migration
// 20261124000420_executive-actions.sql); the database and shared-rules answer with the same
// sentences. Applications are one per applicant and opportunity. Nobody reads another user's rows.
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  APPLICATION_REVIEW_MESSAGES,
  APPLICATION_TRANSITIONS,
  applicationTransitionError,
  confirmableTimes,
  EXECUTIVE_ACTION_MESSAGES,
  MEETING_ANSWER_MESSAGES,
  MEETING_MESSAGE_MAX,
  meetingAnswerRefusal,
  meetingConfirmError,
  meetingRequestError,
} from '@donation-network/shared-rules';
import { subscribedUser } from './support/marketplace-fixtures';
import { signInDemo, signUpUser, startTestBackend, type SignedUpUser, type TestBackend } from './support/test-backend';

const PROFESSIONAL = 'e1000000-0000-4000-8000-000000000002';
const OPEN_OPPORTUNITY = 'e2000000-0000-4000-8000-000000000003';
const OTHER_OPEN_OPPORTUNITY = 'e2000000-0000-4000-8000-000000000004';

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

let backend: TestBackend;
let admin: SupabaseClient;
let booker: SignedUpUser;
let stranger: SignedUpUser;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = (await signInDemo(backend, 'admin')).client;
  booker = await subscribedUser(backend);
  stranger = await subscribedUser(backend);
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

const requestMeeting = (user: SignedUpUser, row: Record<string, unknown>) =>
  user.client
    .from('meeting_requests')
    .insert({ professional_id: PROFESSIONAL, message: 'Could we talk about a fractional role?', ...row })
    .select('id, requester_id, proposed_times, message, status')
    .single();

describe('meeting requests', () => {
  it('a subscriber books one to three future times with a message; the row is theirs and starts requested', async () => {
    const times = [inDays(2), inDays(3), inDays(4)];
    const { data, error } = await requestMeeting(booker, { proposed_times: times, status: 'confirmed' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ requester_id: booker.user.id, status: 'requested', message: 'Could we talk about a fractional role?' });
    const stored = (data as { proposed_times: string[] }).proposed_times.map((t) => Date.parse(t));
    expect(stored).toEqual(times.map((t) => Date.parse(t)));
  });

  // each case: what the client's rule says is what the database says, and nothing is stored
  const past = () => new Date(Date.now() - 60_000).toISOString();
  it.each<[string, () => { proposedTimes: string[]; message: string }, string]>([
    ['no proposed time', () => ({ proposedTimes: [], message: 'Hello' }), EXECUTIVE_ACTION_MESSAGES.slotsRequired],
    [
      'four proposed times',
      () => ({ proposedTimes: [inDays(1), inDays(2), inDays(3), inDays(4)], message: 'Hello' }),
      EXECUTIVE_ACTION_MESSAGES.slotsMax,
    ],
    ['a time in the past', () => ({ proposedTimes: [inDays(1), past()], message: 'Hello' }), EXECUTIVE_ACTION_MESSAGES.slotPast],
    [
      'the same time twice',
      () => {
        const time = inDays(5);
        return { proposedTimes: [time, time], message: 'Hello' };
      },
      EXECUTIVE_ACTION_MESSAGES.slotsDistinct,
    ],
    ['an empty message', () => ({ proposedTimes: [inDays(1)], message: '' }), EXECUTIVE_ACTION_MESSAGES.messageRequired],
    [
      'a message of white space only',
      () => ({ proposedTimes: [inDays(1)], message: ' \u00a0\u3000\n' }),
      EXECUTIVE_ACTION_MESSAGES.messageRequired,
    ],
  ])('refuses %s with the shared rule message', async (_case, make, message) => {
    const input = make();
    expect(meetingRequestError(input)).toBe(message);
    const before = await booker.client.from('meeting_requests').select('id');
    const { data, error } = await requestMeeting(booker, { proposed_times: input.proposedTimes, message: input.message });
    expect(data).toBeNull();
    expect(error?.message).toContain(message);
    const after = await booker.client.from('meeting_requests').select('id');
    expect(after.data).toHaveLength(before.data?.length ?? -1);
  });

  it('refuses a null time and an over-long message, which the client rule also refuses', async () => {
    const nullTime = await requestMeeting(booker, { proposed_times: [inDays(1), null] });
    expect(nullTime.error?.message).toContain(EXECUTIVE_ACTION_MESSAGES.slotInvalid);
    const long = 'x'.repeat(MEETING_MESSAGE_MAX + 1);
    expect(meetingRequestError({ proposedTimes: [inDays(1)], message: long })).toBe(EXECUTIVE_ACTION_MESSAGES.messageMax);
    const tooLong = await requestMeeting(booker, { proposed_times: [inDays(1)], message: long });
    expect(tooLong.data).toBeNull();
    expect(tooLong.error).not.toBeNull();
    expect(meetingRequestError({ proposedTimes: [inDays(1)], message: 'x'.repeat(MEETING_MESSAGE_MAX) })).toBeNull();
  });

  it('only for yourself, only with a subscription; others never read my requests', async () => {
    const forSomeoneElse = await requestMeeting(booker, { requester_id: stranger.user.id, proposed_times: [inDays(1)] });
    expect(forSomeoneElse.error?.message).toContain('Meeting requests can only be made for yourself');

    const unsubscribed = await signUpUser(backend, { user_type: 'recipient' });
    const noPlan = await requestMeeting(unsubscribed, { proposed_times: [inDays(1)] });
    expect(noPlan.error?.message).toContain('An active subscription is required to book a meeting');

    const mine = await requestMeeting(booker, { proposed_times: [inDays(6)] });
    const id = (mine.data as { id: string }).id;
    expect((await stranger.client.from('meeting_requests').select('id').eq('id', id)).data).toEqual([]);
    expect((await stranger.client.from('meeting_requests').select('id').eq('requester_id', booker.user.id)).data).toEqual([]);
    // nor change them
    const cancelOthers = await stranger.client.from('meeting_requests').update({ status: 'cancelled' }).eq('id', id).select('id');
    expect(cancelOthers.data ?? []).toEqual([]);
    const stillRequested = await booker.client.from('meeting_requests').select('status').eq('id', id).single();
    expect(stillRequested.data).toEqual({ status: 'requested' });
    // the administrator sees it
    expect((await admin.from('meeting_requests').select('id').eq('id', id)).data).toEqual([{ id }]);
  });
});

describe('job applications', () => {
  it('one application per opportunity: the second gets a clear message and nothing changes', async () => {
    const first = await booker.client
      .from('job_applications')
      .insert({ opportunity_id: OPEN_OPPORTUNITY, cover_note: 'Interim CFO for two NHS trusts.' })
      .select('id, applicant_id, status')
      .single();
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ applicant_id: booker.user.id, status: 'submitted' });

    const second = await booker.client
      .from('job_applications')
      .insert({ opportunity_id: OPEN_OPPORTUNITY, cover_note: 'Again' })
      .select('id');
    expect(second.error?.message).toContain(EXECUTIVE_ACTION_MESSAGES.alreadyApplied);
    const mine = await booker.client.from('job_applications').select('id, cover_note').eq('opportunity_id', OPEN_OPPORTUNITY);
    expect(mine.data).toEqual([{ id: (first.data as { id: string }).id, cover_note: 'Interim CFO for two NHS trusts.' }]);

    // another user may still apply to it
    const other = await stranger.client.from('job_applications').insert({ opportunity_id: OPEN_OPPORTUNITY }).select('id');
    expect(other.error).toBeNull();
  });

  it('the unique constraint holds even for an administrator inserting for the applicant', async () => {
    const first = await admin.from('job_applications').insert({ applicant_id: stranger.user.id, opportunity_id: OTHER_OPEN_OPPORTUNITY });
    expect(first.error).toBeNull();
    const again = await admin.from('job_applications').insert({ applicant_id: stranger.user.id, opportunity_id: OTHER_OPEN_OPPORTUNITY });
    expect(again.error?.message).toMatch(
      new RegExp(`${EXECUTIVE_ACTION_MESSAGES.alreadyApplied}|job_applications_applicant_opportunity_key`),
    );
  });

  it('others cannot read my applications', async () => {
    const theirs = await stranger.client.from('job_applications').select('id, applicant_id');
    expect((theirs.data ?? []).every((row) => row.applicant_id === stranger.user.id)).toBe(true);
    expect((await stranger.client.from('job_applications').select('id').eq('applicant_id', booker.user.id)).data).toEqual([]);
    const unsubscribed = await signUpUser(backend, { user_type: 'recipient' });
    expect((await unsubscribed.client.from('job_applications').select('id')).data).toEqual([]);
  });
});

describe("meeting requests reach the professional's owner", () => {
  let owner: SignedUpUser;
  let otherPartner: SignedUpUser;

  beforeAll(async () => {
    // the seed makes the demo partner the owner of the sample professionals
    owner = await signInDemo(backend, 'partner');
    otherPartner = await signUpUser(backend, { user_type: 'partner' });
  });

  const newRequest = async (times = [inDays(8), inDays(9)]) => {
    const { data, error } = await requestMeeting(booker, { proposed_times: times });
    expect(error).toBeNull();
    return (data as { id: string; proposed_times: string[] }).id;
  };
  const proposedOf = async (id: string) =>
    ((await booker.client.from('meeting_requests').select('proposed_times').eq('id', id).single()).data as { proposed_times: string[] })
      .proposed_times;
  const notificationsOf = async (user: SignedUpUser, title: string) =>
    ((await user.client.from('notifications').select('title, body, kind').eq('title', title)).data ?? []) as {
      body: string;
      kind: string;
    }[];

  it('the owner reads the request with the requester; another partner, the requester and strangers cannot answer it', async () => {
    const id = await newRequest();
    expect((await owner.client.from('meeting_requests').select('id').eq('id', id)).data).toEqual([{ id }]);
    const inbox = await owner.client
      .from('meeting_request_inbox')
      .select('id, status, professional_name, requester_email, message')
      .eq('id', id)
      .single();
    expect(inbox.data).toEqual({
      id,
      status: 'requested',
      professional_name: 'Marcus Chen',
      requester_email: booker.email,
      message: 'Could we talk about a fractional role?',
    });
    // the owner reads their professional without a subscription of their own
    expect((await owner.client.from('executive_professionals').select('id').eq('id', PROFESSIONAL)).data).toEqual([{ id: PROFESSIONAL }]);

    const [time] = await proposedOf(id);
    expect((await otherPartner.client.from('meeting_requests').select('id').eq('id', id)).data).toEqual([]);
    expect((await otherPartner.client.from('meeting_request_inbox').select('id')).data).toEqual([]);
    for (const user of [otherPartner, booker, stranger]) {
      const confirm = await user.client.rpc('confirm_meeting_request', { request_id: id, chosen_time: time });
      expect(confirm.error?.message).toBe(MEETING_ANSWER_MESSAGES.notFound);
      const decline = await user.client.rpc('decline_meeting_request', { request_id: id });
      expect(decline.error?.message).toBe(MEETING_ANSWER_MESSAGES.notFound);
    }
    // nor by writing the row
    const direct = await otherPartner.client.from('meeting_requests').update({ status: 'declined' }).eq('id', id).select('id');
    expect(direct.data ?? []).toEqual([]);
    expect(
      (await booker.client.from('meeting_requests').update({ status: 'confirmed', confirmed_time: time }).eq('id', id)).error?.message,
    ).toContain('You can only cancel your meeting request');
    expect((await owner.client.from('meeting_requests').select('status').eq('id', id).single()).data).toEqual({ status: 'requested' });
  });

  it('confirming one of the proposed times: the requester sees it and is notified', async () => {
    const id = await newRequest();
    const [, second] = await proposedOf(id);
    const confirmed = await owner.client.rpc('confirm_meeting_request', { request_id: id, chosen_time: second });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data).toMatchObject({ id, status: 'confirmed' });

    const mine = await booker.client.from('my_meeting_requests').select('status, confirmed_time, professional_name').eq('id', id).single();
    expect(mine.data).toMatchObject({ status: 'confirmed', professional_name: 'Marcus Chen' });
    expect(Date.parse((mine.data as { confirmed_time: string }).confirmed_time)).toBe(Date.parse(second));
    // nobody else's list holds it
    expect((await stranger.client.from('my_meeting_requests').select('id').eq('id', id)).data).toEqual([]);

    const notes = await notificationsOf(booker, 'Meeting confirmed');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: 'meeting' });
    expect(notes[0].body).toMatch(/^Your meeting with Marcus Chen is confirmed for \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC\.$/);
    expect(await notificationsOf(stranger, 'Meeting confirmed')).toEqual([]);

    // answered once only; the requester may still cancel a confirmed meeting
    const again = await owner.client.rpc('decline_meeting_request', { request_id: id });
    expect(again.error?.message).toBe(MEETING_ANSWER_MESSAGES.alreadyAnswered);
    expect(meetingAnswerRefusal('confirmed')).toBe(MEETING_ANSWER_MESSAGES.alreadyAnswered);
    const cancelled = await booker.client.from('meeting_requests').update({ status: 'cancelled' }).eq('id', id).select('status').single();
    expect(cancelled.data).toEqual({ status: 'cancelled' });
  });

  it('declining notifies the requester; a cancelled request cannot be answered', async () => {
    const id = await newRequest();
    expect((await owner.client.rpc('decline_meeting_request', { request_id: id })).error).toBeNull();
    expect((await booker.client.from('my_meeting_requests').select('status, confirmed_time').eq('id', id).single()).data).toEqual({
      status: 'declined',
      confirmed_time: null,
    });
    const notes = await notificationsOf(booker, 'Meeting request declined');
    expect(notes.map((note) => note.body)).toContain(
      'Marcus Chen cannot meet at the times you proposed. You can send a new request from Executive Talent.',
    );

    const withdrawn = await newRequest([inDays(10)]);
    await booker.client.from('meeting_requests').update({ status: 'cancelled' }).eq('id', withdrawn);
    const [time] = await proposedOf(withdrawn);
    expect(meetingConfirmError({ status: 'cancelled', proposedTimes: [time] }, time)).toBe(MEETING_ANSWER_MESSAGES.cancelled);
    expect((await owner.client.rpc('confirm_meeting_request', { request_id: withdrawn, chosen_time: time })).error?.message).toBe(
      MEETING_ANSWER_MESSAGES.cancelled,
    );
  });

  it('the chosen time must be a proposed one still in the future: the rule and the database agree', async () => {
    // an administrator may store a request whose first time has since passed
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const future = inDays(11);
    const created = await admin
      .from('meeting_requests')
      .insert({ requester_id: booker.user.id, professional_id: PROFESSIONAL, proposed_times: [past, future], message: 'Hello' })
      .select('id')
      .single();
    const id = (created.data as { id: string }).id;
    const request = { status: 'requested', proposedTimes: [past, future] };
    for (const [chosen, message] of [
      [inDays(12), MEETING_ANSWER_MESSAGES.timeNotProposed],
      [past, MEETING_ANSWER_MESSAGES.timePast],
    ] as const) {
      expect(meetingConfirmError(request, chosen)).toBe(message);
      const { error } = await owner.client.rpc('confirm_meeting_request', { request_id: id, chosen_time: chosen });
      expect(error?.message).toBe(message);
    }
    expect(confirmableTimes(request.proposedTimes)).toEqual([future]);
    expect(meetingConfirmError(request, future)).toBeNull();
    // an administrator answers any request
    expect((await admin.rpc('confirm_meeting_request', { request_id: id, chosen_time: future })).data).toMatchObject({
      status: 'confirmed',
    });
  });

  it('only a partner or administrator account can own a professional', async () => {
    const { error } = await admin.from('executive_professionals').update({ owner_partner_id: stranger.user.id }).eq('id', PROFESSIONAL);
    expect(error?.message).toContain('The owner must be a partner or administrator account');
    expect(
      (await admin.from('executive_professionals').update({ owner_partner_id: otherPartner.user.id }).eq('id', PROFESSIONAL)).error,
    ).toBeNull();
    expect((await otherPartner.client.from('meeting_request_inbox').select('id')).data?.length).toBeGreaterThan(0);
    await admin.from('executive_professionals').update({ owner_partner_id: owner.user.id }).eq('id', PROFESSIONAL);
  });
});

describe("applications reach the opportunity's owner", () => {
  const NORTHSTAR = 'e2000000-0000-4000-8000-000000000001';
  const ROLE = "Fractional Chief Medical Officer at Northstar Children's Hospital";
  let owner: SignedUpUser;
  let otherPartner: SignedUpUser;

  beforeAll(async () => {
    // the seed makes the demo partner the owner of the sample opportunities
    owner = await signInDemo(backend, 'partner');
    otherPartner = await signUpUser(backend, { user_type: 'partner' });
  });

  const apply = async (opportunity = NORTHSTAR) => {
    const applicant = await subscribedUser(backend);
    const { data, error } = await applicant.client
      .from('job_applications')
      .insert({ opportunity_id: opportunity, cover_note: 'Twenty years in paediatrics.' })
      .select('id')
      .single();
    expect(error).toBeNull();
    return { applicant, id: (data as { id: string }).id };
  };
  const review = (user: SignedUpUser | { client: SupabaseClient }, id: string, status: string) =>
    user.client.rpc('set_job_application_status', { application_id: id, status });
  const notesOf = async (user: SignedUpUser) =>
    ((await user.client.from('notifications').select('title, body, kind').order('created_at')).data ?? []) as {
      title: string;
      body: string;
      kind: string;
    }[];

  it('the owner reads the application with the applicant; another partner and the applicant cannot move it', async () => {
    const { applicant, id } = await apply();
    expect((await owner.client.from('job_applications').select('id').eq('id', id)).data).toEqual([{ id }]);
    const inbox = await owner.client
      .from('job_application_inbox')
      .select('id, status, cover_note, position, applicant_email')
      .eq('id', id)
      .single();
    expect(inbox.data).toEqual({
      id,
      status: 'submitted',
      cover_note: 'Twenty years in paediatrics.',
      position: 'Fractional Chief Medical Officer',
      applicant_email: applicant.email,
    });
    expect((await owner.client.from('executive_opportunities').select('id').eq('id', NORTHSTAR)).data).toEqual([{ id: NORTHSTAR }]);

    expect((await otherPartner.client.from('job_applications').select('id').eq('id', id)).data).toEqual([]);
    expect((await otherPartner.client.from('job_application_inbox').select('id')).data).toEqual([]);
    for (const user of [otherPartner, applicant, stranger]) {
      expect((await review(user, id, 'reviewing')).error?.message).toBe(APPLICATION_REVIEW_MESSAGES.notFound);
    }
    // the table itself stays closed to the owner's writes: only the function moves it
    expect((await owner.client.from('job_applications').update({ status: 'accepted' }).eq('id', id).select('id')).data ?? []).toEqual([]);
    expect((await applicant.client.from('job_applications').select('status').eq('id', id).single()).data).toEqual({ status: 'submitted' });
  });

  it('moves through the allowed steps only; the rule and the database give the same answers; each step notifies the applicant', async () => {
    const { applicant, id } = await apply();
    const step = async (from: string, to: string, refusal: string | null) => {
      expect(applicationTransitionError(from, to)).toBe(refusal);
      const { error } = await review(owner, id, to);
      if (refusal) expect(error?.message).toBe(refusal);
      else expect(error).toBeNull();
    };
    await step('submitted', 'accepted', APPLICATION_REVIEW_MESSAGES.shortlistFirst);
    await step('submitted', 'hired', APPLICATION_REVIEW_MESSAGES.unknownStatus);
    await step('submitted', 'submitted', APPLICATION_REVIEW_MESSAGES.sameStatus);
    await step('submitted', 'reviewing', null);
    await step('reviewing', 'submitted', APPLICATION_REVIEW_MESSAGES.noBack);
    await step('reviewing', 'accepted', null);
    await step('accepted', 'rejected', APPLICATION_REVIEW_MESSAGES.decided);

    expect((await applicant.client.from('job_applications').select('status').eq('id', id).single()).data).toEqual({ status: 'accepted' });
    expect(await notesOf(applicant)).toEqual([
      {
        title: 'Application shortlisted',
        body: `Your application for ${ROLE} has been shortlisted. The organisation will contact you about the next steps.`,
        kind: 'application',
      },
      {
        title: 'Application accepted',
        body: `Your application for ${ROLE} has been accepted. The organisation will contact you.`,
        kind: 'application',
      },
    ]);
    expect(APPLICATION_TRANSITIONS.submitted).toEqual(['reviewing', 'rejected']);
  });

  it('declining an application tells the applicant; an administrator reviews any application', async () => {
    const { applicant, id } = await apply();
    expect((await review(owner, id, 'rejected')).data).toMatchObject({ id, status: 'rejected' });
    expect((await notesOf(applicant)).map((note) => note.title)).toEqual(['Application declined']);
    expect((await notesOf(stranger)).filter((note) => note.title.startsWith('Application'))).toEqual([]);

    const second = await apply('e2000000-0000-4000-8000-000000000002');
    expect((await review({ client: admin }, second.id, 'reviewing')).data).toMatchObject({ status: 'reviewing' });
  });

  it('only a partner or administrator account can own an opportunity', async () => {
    const refused = await admin.from('executive_opportunities').update({ owner_partner_id: stranger.user.id }).eq('id', NORTHSTAR);
    expect(refused.error?.message).toContain('The owner must be a partner or administrator account');
  });
});
