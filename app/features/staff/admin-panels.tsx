import type { ReactNode } from "react";
import { roles, type AuditPage, type Role, type StaffAccount } from "../../../contract/staff.ts";
import { FormStatus } from "../../components/forms/form-status.tsx";
import { useForm } from "../../components/forms/use-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { SelectField, TextField } from "../../components/ui/form-field.tsx";
import { errorMessageFor } from "../../lib/api-client.ts";
import { LoadFailure } from "./load-failure.tsx";
import { formatTime, staffRequest } from "./staff-api.ts";
import { useStaffData } from "./use-staff-data.ts";

/** A table of the admin tabs: its column headings, then the body the caller gives. */
function StaffTable({ columns, busy, children }: { columns: string[]; busy?: boolean; children: ReactNode }) {
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm" aria-busy={busy || undefined}>
        <thead>
          <tr className="border-b border-slate-300">
            {columns.map((column) => (
              <th key={column} scope="col" className="py-2 pr-4 last:pr-0">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

const roleLabels: Record<Role, string> = { visitor: "Visitor (no console)", staff: "Staff", admin: "Admin" };

/** Admins: who is staff, and granting or revoking a role by email (effective on the account's next request). */
export function AccountsPanel({ token }: { token: string }) {
  const list = useStaffData<{ accounts: StaffAccount[] }>(
    token,
    "/staff/accounts",
    "The accounts could not be loaded.",
  );
  const accounts = list.data?.accounts;
  const form = useForm({
    initialValues: { email: "", role: "staff" as Role },
    // The role chosen stays for the next account.
    resetOnSuccess: false,
    validate: (values) => ({ ok: true, data: values }),
    submit: async ({ email, role }) => {
      await staffRequest(token, "POST", "/staff/accounts/role", { email, role });
      form.setValue("email", "");
      await list.reload();
      return `${email} is now ${roleLabels[role].toLowerCase()}.`;
    },
    failure: (error) => ({ message: errorMessageFor(error, "The role could not be changed.") }),
  });

  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="accounts-heading">
        <h2 id="accounts-heading" className="text-xl">
          Staff and admin accounts
        </h2>
        {accounts ? (
          <StaffTable columns={["Name", "Email", "Role", "Email verified", "Two-step verification"]}>
            <tbody>
              {accounts.map((account) => (
                <tr key={account.id} className="border-b border-slate-200">
                  <td className="py-2 pr-4">{account.name}</td>
                  <td className="py-2 pr-4 break-all">{account.email}</td>
                  <td className="py-2 pr-4">{roleLabels[account.role]}</td>
                  <td className="py-2 pr-4">{account.emailVerified ? "Yes" : "Not yet"}</td>
                  <td className="py-2">{account.enrolled ? "Set up" : "Not set up yet"}</td>
                </tr>
              ))}
            </tbody>
          </StaffTable>
        ) : list.error ? (
          <LoadFailure error={list.error} className="mt-3" />
        ) : (
          <p className="mt-3 text-slate-700">Loading...</p>
        )}
      </section>
      <section aria-labelledby="role-heading">
        <h2 id="role-heading" className="text-xl">
          Change a role
        </h2>
        <form {...form.formProps} className="mt-3 flex flex-col gap-4">
          <FormStatus status={form.status} element={form.statusElement} />
          <TextField label="Account email" type="email" required {...form.field("email")} />
          <SelectField
            label="Role"
            {...form.field("role")}
            options={roles.map((value) => ({ value, label: roleLabels[value] }))}
          />
          <Button
            type="submit"
            disabled={form.submitting || !form.values.email.includes("@")}
            className="self-start"
          >
            Set role
          </Button>
        </form>
      </section>
    </div>
  );
}

/** Admins: the audit log, newest first, a page at a time. */
export function AuditPanel({ token }: { token: string }) {
  const log = useStaffData<AuditPage>(token, "/staff/audit", "The audit log could not be loaded.");
  const entries = log.pages.flatMap((page) => page.entries);
  const cursor = log.pages.at(-1)?.nextCursor;

  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading" className="text-xl">
        Audit log
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Every view of an application and every change: who, what, when. Records are named by their id.
      </p>
      <LoadFailure error={log.error} className="mt-3" />
      <StaffTable columns={["When", "Who", "What", "Record"]} busy={log.loading}>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b border-slate-200 align-top">
              <td className="py-2 pr-4 whitespace-nowrap">{formatTime(entry.at)}</td>
              <td className="py-2 pr-4 break-all">{entry.actor}</td>
              <td className="py-2 pr-4">
                {entry.action}
                {entry.detail ? ` (${entry.detail})` : ""}
              </td>
              <td className="py-2 break-all">
                {entry.targetKind}
                {entry.targetId ? ` ${entry.targetId}` : ""}
              </td>
            </tr>
          ))}
        </tbody>
      </StaffTable>
      {cursor ? (
        <Button
          variant="secondary"
          className="mt-4"
          disabled={log.loading}
          onClick={() => void log.loadMore(`/staff/audit?cursor=${encodeURIComponent(cursor)}`)}
        >
          Load more
        </Button>
      ) : null}
    </section>
  );
}
