import { getSupabase } from 'shared-auth';
import { requestError } from 'shared-ui';

/** A row of `executive_professionals` as the talent table reads it. */
export interface ExecutiveProfessional {
  id: string;
  name: string;
  role: string;
  experience: string;
  availability: string;
  specialization: string;
  location: string;
  last_active: string;
  status: string;
  compensation: string;
}

/** A row of `executive_opportunities` as the opportunities table reads it. */
export interface ExecutiveOpportunity {
  id: string;
  organization: string;
  position: string;
  type: string;
  duration: string;
  location: string;
  work_mode: string;
  industry: string;
  posted_date: string;
  status: string;
  compensation: string;
}

export const PROFESSIONAL_COLUMNS: string =
  'id, name, role, experience, availability, specialization, location, last_active, status, compensation';
export const OPPORTUNITY_COLUMNS: string =
  'id, organization, position, type, duration, location, work_mode, industry, posted_date, status, compensation';

/** Executive talent, most recently active first (subscribers only; others get no rows). Throws the server error (with its status). */
export async function listProfessionals(signal?: AbortSignal): Promise<ExecutiveProfessional[]> {
  const query = getSupabase()
    .from('executive_professionals')
    .select(PROFESSIONAL_COLUMNS)
    .order('last_active', { ascending: false })
    .order('id');
  const { data, error, status } = await (signal ? query.abortSignal(signal) : query);
  if (error) throw requestError(error, status);
  return (data ?? []) as unknown as ExecutiveProfessional[];
}

/** Executive opportunities, newest first (subscribers only; others get no rows). Throws the server error (with its status). */
export async function listOpportunities(signal?: AbortSignal): Promise<ExecutiveOpportunity[]> {
  const query = getSupabase()
    .from('executive_opportunities')
    .select(OPPORTUNITY_COLUMNS)
    .order('posted_date', { ascending: false })
    .order('id');
  const { data, error, status } = await (signal ? query.abortSignal(signal) : query);
  if (error) throw requestError(error, status);
  return (data ?? []) as unknown as ExecutiveOpportunity[];
}
