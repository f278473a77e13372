// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accountMessages } from "../../../contract/account.ts";
import { ChangePasswordForm } from "./change-password-form.tsx";

// The browser's passkey prompt: the virtual "authenticator" answers at once.
const passkeyAnswer = { id: "cred", rawId: "cred", type: "public-key", response: {} };
vi.mock("@simplewebauthn/browser", () => ({ startAuthentication: vi.fn(async () => passkeyAnswer) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status });

describe("ChangePasswordForm on an account without a password", () => {
  it("offers a passkey's confirmation once the server says the sign-in is too old, and sends its answer", async () => {
    vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json({ message: accountMessages.signInAgainToSetPassword }, 403))
      .mockResolvedValueOnce(json({ challenge: "c".repeat(43), allowCredentials: [] }, 200))
      .mockResolvedValueOnce(json({ message: accountMessages.passwordChanged }, 200));
    vi.stubGlobal("fetch", fetch);
    const onChanged = vi.fn();
    render(<ChangePasswordForm token={"t".repeat(43)} onChanged={onChanged} />);
    const user = userEvent.setup();
    expect(screen.queryByRole("button", { name: "Confirm with a passkey" })).toBeNull();

    await user.type(screen.getByLabelText(/^New password/), "a-first-secret-2026");
    await user.type(screen.getByLabelText(/^Repeat the new password/), "a-first-secret-2026");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect((await screen.findByRole("alert")).textContent).toBe(accountMessages.signInAgainToSetPassword);

    await user.click(screen.getByRole("button", { name: "Confirm with a passkey" }));
    expect((await screen.findByRole("status")).textContent).toBe(accountMessages.passwordChanged);
    expect(onChanged).toHaveBeenCalledTimes(1);
    const [optionsUrl] = fetch.mock.calls[1] as [string, RequestInit];
    expect(optionsUrl).toBe("/api/account/passkeys/confirm/options");
    const [url, init] = fetch.mock.calls[2] as [string, RequestInit];
    expect(url).toBe("/api/account/password");
    expect(JSON.parse(String(init.body))).toEqual({
      newPassword: "a-first-secret-2026",
      passkey: passkeyAnswer,
    });
    expect(screen.queryByRole("button", { name: "Confirm with a passkey" })).toBeNull();
  });
});
