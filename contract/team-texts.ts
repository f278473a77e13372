// What the server says about working as a team: its refusals and the daily digest's words. Apart from team.ts, so
// the console's bundle carries only the texts it shows itself.

export const teamMessages = {
  notStaff: "Entries can only be assigned to a member of staff.",
  notAssignable: "Only messages and applications can be assigned.",
  tooMany: "Too many assignments at once. Please wait a few minutes and try again.",
  digestSubject: (department: string, count: number) =>
    `${count} ${count === 1 ? "entry has" : "entries have"} waited too long (${department})`,
  digestTitle: (days: number) =>
    `Entries in the same status for longer than ${days} ${days === 1 ? "day" : "days"}, by status`,
} as const;
