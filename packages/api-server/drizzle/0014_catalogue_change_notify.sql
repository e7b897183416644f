-- Every write to a catalogue table tells every API process (LISTEN catalogue_changed) to drop its
-- catalogue response cache: seed runs, imports and an operator's SQL alike (src/catalogue/invalidation.ts).
CREATE OR REPLACE FUNCTION ph_notify_catalogue_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename LIKE 'catalogue\_%' LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_changed', t);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION ph_notify_catalogue_changed()', t || '_changed', t);
  END LOOP;
END $$;
