CREATE TABLE "learning_events_waiting" (
	"event_seq" bigint PRIMARY KEY NOT NULL,
	"waiting_since" timestamp with time zone DEFAULT now() NOT NULL
);
