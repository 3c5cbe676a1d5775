-- Sign-in events (sign-ins, failures, lock-outs) are kept SECURITY_EVENT_DAYS, then the
-- hourly purge removes them; everything else in the audit record stays append-only for
-- ever. Only a transaction that set portal.purge_security_events (the purge) may delete,
-- and only those actions; UPDATE is refused as before.
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE'
     AND OLD."action" IN ('auth.sign-in', 'auth.sign-in-failed', 'auth.locked-out')
     AND current_setting('portal.purge_security_events', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
