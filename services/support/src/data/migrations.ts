import type { Migration } from '@storefront/data';
import { eventMigrations } from '@storefront/events';
import { rateLimitMigrations } from '@storefront/service-kit';

export const migrations: Migration[] = [
  ...eventMigrations('support'),
  ...rateLimitMigrations('support'),
  {
    id: '001_support',
    sql: `
      -- Every turn of every chat, for reviewing what the assistant gets asked and gets wrong.
      CREATE TABLE support.chat_turns (
        id bigserial PRIMARY KEY,
        conversation_id uuid NOT NULL,
        user_id uuid,
        speaker text NOT NULL CHECK (speaker IN ('user', 'bot')),
        message text NOT NULL,
        topic text,
        confidence real,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX chat_turns_by_conversation ON support.chat_turns (conversation_id, id);

      CREATE TABLE support.contact_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        message text NOT NULL,
        user_id uuid,
        client_ip text,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE support.outgoing_mail (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        recipient text NOT NULL,
        reply_to text,
        subject text NOT NULL,
        body text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        claimed_until timestamptz,
        last_error text,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX outgoing_mail_due ON support.outgoing_mail (next_attempt_at) WHERE sent_at IS NULL;

      -- One receipt per paid order, whatever happens to the event.
      CREATE TABLE support.receipts (
        order_id uuid PRIMARY KEY,
        mail_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    id: '002_order_mails',
    sql: `
      -- One mail per step of an order's life (its cancellation, its shipment, each return, each refund),
      -- whatever happens to the events that announce them.
      CREATE TABLE support.order_mails (
        kind text NOT NULL CHECK (kind IN ('cancellation', 'shipment', 'return', 'refund')),
        subject_id text NOT NULL,
        order_id text NOT NULL,
        mail_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (kind, subject_id)
      );
    `,
  },
  {
    id: '003_chat_actions_and_tickets',
    sql: `
      -- What the assistant offered to do in a turn (cancel an order), done only when the shopper's next
      -- message confirms it.
      ALTER TABLE support.chat_turns ADD COLUMN proposal jsonb;

      -- A request for a person, or a complaint, made in the chat: one per conversation, with the
      -- conversation as it stood, mailed to the shop.
      CREATE TABLE support.tickets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ticket_number text NOT NULL UNIQUE,
        kind text NOT NULL CHECK (kind IN ('person', 'complaint')),
        conversation_id uuid NOT NULL UNIQUE,
        user_id uuid,
        email text,
        transcript text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    // A gift card's mail waits for its day, and carries the card's only copy of its code: once sent, its
    // text is forgotten (the card is then known by its last 4 characters only).
    id: '004_mail_on_a_day',
    sql: `ALTER TABLE support.outgoing_mail ADD COLUMN forget_text_when_sent boolean NOT NULL DEFAULT false;`,
  },
  {
    // After delivery, one mail inviting the buyer to review what the order held.
    id: '005_review_invitation_mails',
    sql: `
      ALTER TABLE support.order_mails DROP CONSTRAINT order_mails_kind_check,
        ADD CONSTRAINT order_mails_kind_check CHECK (kind IN ('cancellation', 'shipment', 'return', 'refund', 'review-invitation'));
    `,
  },
  {
    // A link in a mail whose text is kept (a guest's receipt, which can be sent again): once sent, the
    // link is replaced by one that holds no secret, so the queue keeps no working link to an order.
    id: '006_mail_secrets',
    sql: `ALTER TABLE support.outgoing_mail ADD COLUMN secret text, ADD COLUMN secret_replacement text;`,
  },
  {
    // The addresses accounts proved (by opening the link mailed to them): staff mail says whether the
    // address it gives to reply to is one of them.
    id: '007_proven_addresses',
    sql: `
      CREATE TABLE support.proven_addresses (
        user_id uuid NOT NULL,
        email text NOT NULL,
        proven_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, email)
      );
    `,
  },
];
