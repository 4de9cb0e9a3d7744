// The Mailer port: how the accounts area sends a message to a person. Delivery (SMTP, an outbox) is an adapter.

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly lang: 'en' | 'hi' | 'as' | 'bn';
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}
