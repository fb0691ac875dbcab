-- Documents are a directory premium feature: a founder's documents and an investor's
-- verification documents (the rows and the files behind them) are read by the profile's owner,
-- admins and users with directory premium (public.has_directory_premium, 20261128002000). Other
-- signed-in users keep the team and the portfolio; pitch decks stay readable by every signed-in user.
-- Tests: supabase/tests/directory-premium.test.ts.

-- Rows. The owner and admins read through their "owner or admin can write" (for all) policies.
drop policy "founder_documents: signed-in users can read visible" on public.founder_documents;
create policy "founder_documents: premium members can read visible"
  on public.founder_documents for select to authenticated
  using (
    (select public.has_directory_premium((select auth.uid())))
    and exists (select 1 from public.founder_profiles f where f.id = founder_profile_id)
  );

drop policy "investor_verification_documents: signed-in users can read visible" on public.investor_verification_documents;
create policy "investor_verification_documents: premium members can read visible"
  on public.investor_verification_documents for select to authenticated
  using (
    (select public.has_directory_premium((select auth.uid())))
    and exists (select 1 from public.investor_profiles i where i.id = investor_profile_id)
  );

comment on table public.founder_documents is
  'Documents tab of a founder profile: a link or an uploaded file; read by the owner, admins and directory premium members.';
comment on table public.investor_verification_documents is
  'Verification documents of an investor profile: a link or an uploaded file; read by the owner, admins and directory premium members.';

-- Files. A database without Storage has no buckets (see 20261124000600_directory-storage.sql).
do $$
begin
  if to_regclass('storage.objects') is null then
    return;
  end if;
  execute 'drop policy if exists "directory files: signed-in users can read" on storage.objects';
  execute $p$
    create policy "pitch decks: signed-in users can read"
      on storage.objects for select to authenticated
      using (bucket_id = 'pitch-decks')
  $p$;
  execute $p$
    create policy "directory documents: owner, admins and premium members can read"
      on storage.objects for select to authenticated
      using (bucket_id = 'directory-documents'
             and ((storage.foldername(name))[1] = (select auth.uid())::text
                  or (select public.is_admin())
                  or (select public.has_directory_premium((select auth.uid())))))
  $p$;
end $$;
