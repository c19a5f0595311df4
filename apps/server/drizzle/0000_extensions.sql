-- Trigram search for list filters (DESIGN §8).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
