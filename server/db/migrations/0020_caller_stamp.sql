-- A server process remembers who a signed-in caller is (their account and role) instead of reading both on
-- every request. Each request's transaction opens with this check, in the same round trip as its first
-- query: the remembered stamp (the row versions, xmin, of the user's account and role row when they were
-- read) must still be the rows' own, and the account active. Any change to either row (a new role, new
-- permissions, a deactivation, a new vendor) gives it a new xmin, so the check fails, the transaction
-- rolls back before its first query runs, and the server reads the caller afresh and starts the request
-- over. SQLSTATE FC001 tells that failure from any other.
CREATE OR REPLACE FUNCTION app_caller_unchanged(org uuid, caller uuid, stamp text) RETURNS boolean
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM user_account u JOIN role r ON r.organisation_id = u.organisation_id AND r.id = u.role_id
     WHERE u.organisation_id = org AND u.id = caller AND u.is_active
       AND u.xmin::text || ':' || r.xmin::text = stamp
  ) THEN
    RAISE EXCEPTION 'the caller changed since the server read them' USING ERRCODE = 'FC001';
  END IF;
  RETURN true;
END $$;
