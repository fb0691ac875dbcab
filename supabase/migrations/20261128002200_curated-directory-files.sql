-- Files of listings without an owning account (user_id null): the ones the team curates, whose
-- files live in 'curated/<profile id>/...' of the same buckets, and the ones handed back to the team
-- (an admin freeing a listing, a deleted account), whose files stay in the former owner's folder.
-- Such a listing may point into any folder: only admins (and trusted roles) write a listing
-- without an owner, and only they write outside their own folder (the buckets' insert policy).
-- A listing with an owner keeps to the owner's folder, as before.

create or replace function public.is_directory_object_path(path text, owner uuid)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select path is null
    or (char_length(path) <= 512
        and path !~ '(^|/)\.\.(/|$)'
        and case when owner is null then path like '_%/_%'
                 else path like owner::text || '/_%' end);
$$;
