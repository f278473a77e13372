import { useCallback, useEffect, useState, type FormEvent } from "react";
import {
  roles,
  type AuditEntry,
  type AuditPage,
  type Role,
  type StaffAccount,
} from "../../../contract/staff.ts";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { SelectField, TextField } from "../../components/ui/form-field.tsx";
import { errorMessageFor } from "../../lib/api-client.ts";
import { formatTime, staffRequest } from "./staff-api.ts";

const roleLabels: Record<Role, string> = { visitor: "Visitor (no console)", staff: "Staff", admin: "Admin" };

/** Admins: who is staff, and granting or revoking a role by email (effective on the account's next request). */
export function AccountsPanel({ token }: { token: string }) {
  const [accounts, setAccounts] = useState<StaffAccount[] | undefined>();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("staff");
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();

  const load = useCallback(async () => {
    try {
      setAccounts(
        (await staffRequest<{ accounts: StaffAccount[] }>(token, "GET", "/staff/accounts")).accounts,
      );
    } catch (failure) {
      setError(errorMessageFor(failure, "The accounts could not be loaded."));
    }
  }, [token]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  async function change(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    setNotice(undefined);
    try {
      await staffRequest(token, "POST", "/staff/accounts/role", { email, role });
      setNotice(`${email} is now ${roleLabels[role].toLowerCase()}.`);
      setEmail("");
      await load();
    } catch (failure) {
      setError(errorMessageFor(failure, "The role could not be changed."));
    }
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="accounts-heading">
        <h2 id="accounts-heading" className="text-xl">
          Staff and admin accounts
        </h2>
        {accounts ? (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full border-collapse text-left text-sm">
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-2 pr-4">
                    Name
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Email
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Role
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Email verified
                  </th>
                  <th scope="col" className="py-2">
                    Two-step verification
                  </th>
                </tr>
              </thead>
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
            </table>
          </div>
        ) : (
          <p className="mt-3 text-slate-700">Loading...</p>
        )}
      </section>
      <section aria-labelledby="role-heading">
        <h2 id="role-heading" className="text-xl">
          Change a role
        </h2>
        <div className="mt-3 space-y-3" aria-live="polite">
          {error ? <AlertBanner tone="error">{error}</AlertBanner> : null}
          {notice ? <AlertBanner tone="success">{notice}</AlertBanner> : null}
        </div>
        <form onSubmit={change} className="mt-3 flex flex-col gap-4">
          <TextField
            label="Account email"
            name="email"
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <SelectField
            label="Role"
            name="role"
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
            options={roles.map((value) => ({ value, label: roleLabels[value] }))}
          />
          <Button type="submit" disabled={!email.includes("@")} className="self-start">
            Set role
          </Button>
        </form>
      </section>
    </div>
  );
}

/** Admins: the audit log, newest first, a page at a time. */
export function AuditPanel({ token }: { token: string }) {
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | undefined>();

  const load = useCallback(
    async (after: string | null) => {
      setLoading(true);
      try {
        const page = await staffRequest<AuditPage>(
          token,
          "GET",
          `/staff/audit${after ? `?cursor=${encodeURIComponent(after)}` : ""}`,
        );
        setEntries((current) => (after ? [...current, ...page.entries] : page.entries));
        setCursor(page.nextCursor);
      } catch (failure) {
        setError(errorMessageFor(failure, "The audit log could not be loaded."));
      } finally {
        setLoading(false);
      }
    },
    [token],
  );

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load(null);
  }, [load]);

  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading" className="text-xl">
        Audit log
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Every view of an application and every change: who, what, when. Records are named by their id.
      </p>
      {error ? (
        <div className="mt-3">
          <AlertBanner tone="error">{error}</AlertBanner>
        </div>
      ) : null}
      <div className="mt-3 overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm" aria-busy={loading || undefined}>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4">
                When
              </th>
              <th scope="col" className="py-2 pr-4">
                Who
              </th>
              <th scope="col" className="py-2 pr-4">
                What
              </th>
              <th scope="col" className="py-2">
                Record
              </th>
            </tr>
          </thead>
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
        </table>
      </div>
      {cursor ? (
        <Button variant="secondary" className="mt-4" disabled={loading} onClick={() => void load(cursor)}>
          Load more
        </Button>
      ) : null}
    </section>
  );
}
