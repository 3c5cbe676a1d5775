/** A moment as the customer reads it, in their own time zone named: "5 Mar 2024, 13:00 WAT". */
export { formatDateTime } from '@portal/rules/dateTime';
