-- The directory page functions only read, so they are stable: the API gateway classifies an
-- rpc by its volatility and counts a signed-out visitor paging or searching a directory
-- against its read budget instead of the write budget. The service role's query plans
-- (explain) still work: EXPLAIN runs inside public.directory_page, which stays volatile.
alter function public.founder_directory_page(text, text, text, text, text, integer, integer, text) stable;
alter function public.investor_directory_page(text, text, text, text, text, integer, integer, text) stable;
