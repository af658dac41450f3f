import 'server-only';
import { env } from '@/env';
import { sendMail } from '@/server/mail/send-mail';

/** SPEC §8 UserNotFound: the address gets an email asking them to create an account first. */
export function sendCreateAccountMail(to: string, organizationName: string): Promise<void> {
  const link = `${env().appUrl}/login`;
  return sendMail({
    kind: 'invitation',
    to,
    subject: `You have been invited to ${organizationName}`,
    text: `Hello,\n\n${organizationName} would like to invite you to the Community Weight Tracker.\nPlease create an account first at ${link}; an admin of ${organizationName} can then invite you again.\n`,
  });
}

export function sendInvitationMail(to: string, organizationName: string): Promise<void> {
  const link = `${env().appUrl}/my-weight-tracker`;
  return sendMail({
    kind: 'invitation',
    to,
    subject: `Invitation to join ${organizationName}`,
    text: `Hello,\n\nYou have been invited to join ${organizationName} on the Community Weight Tracker.\nSign in at ${link} to accept or reject the invitation.\n`,
  });
}
