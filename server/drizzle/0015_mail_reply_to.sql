-- The contact form's e-mail is answered by replying: its Reply-To is the visitor's address (issue 31).
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;
