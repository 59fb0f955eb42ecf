-- API instances keep looked-up sessions for a few seconds (api/src/auth/sessionCache.ts). A
-- revoked session is announced by the statement that revokes it; a change to who a user is
-- (admin or not) or their removal, however it is made (the seed, psql), is announced here, so every
-- instance forgets that user's sessions at once.
CREATE FUNCTION kirana_notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kirana_sessions', 'user:' || OLD.id);
  RETURN NULL;
END;
$$;

CREATE TRIGGER users_role_changed AFTER UPDATE OF is_admin ON users
  FOR EACH ROW WHEN (OLD.is_admin IS DISTINCT FROM NEW.is_admin) EXECUTE FUNCTION kirana_notify_user_changed();
CREATE TRIGGER users_removed AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION kirana_notify_user_changed();
