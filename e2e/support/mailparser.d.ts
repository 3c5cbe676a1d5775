// mailparser ships no type declarations; this covers the part mailCapture.ts uses.
declare module 'mailparser' {
  import type { Readable } from 'node:stream';

  export interface EmailAddress {
    address?: string;
    name: string;
  }
  export interface AddressObject {
    value: EmailAddress[];
    text: string;
  }
  export interface ParsedMail {
    to?: AddressObject | AddressObject[];
    subject?: string;
    text?: string;
    html?: string | false;
  }
  export function simpleParser(source: Readable | Buffer | string): Promise<ParsedMail>;
}
