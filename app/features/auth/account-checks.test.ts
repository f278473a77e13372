import { describe, expect, it } from "vitest";
import { checkLogin, checkRegistration } from "./account-checks.ts";

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.org",
  password: "analytical",
  confirmPassword: "analytical",
  acceptTerms: true,
  rememberMe: false,
};

const problem = (check: { ok: boolean; errors?: object }) => (check.ok ? undefined : check.errors);

describe("checkRegistration", () => {
  it("accepts a complete form and gives the contract's cleaned data", () => {
    const checked = checkRegistration({ ...valid, email: " Ada@Example.org " });
    expect(checked).toEqual({
      ok: true,
      data: { name: "Ada Lovelace", email: "ada@example.org", password: "analytical", rememberMe: false },
    });
  });

  it("reports the first failure in order: email, length, match, terms", () => {
    const everythingWrong = {
      ...valid,
      email: "ada@",
      password: "12345",
      confirmPassword: "x",
      acceptTerms: false,
    };
    expect(problem(checkRegistration(everythingWrong))).toEqual({
      email: "Please enter a valid email address",
    });
    expect(problem(checkRegistration({ ...everythingWrong, email: "ada@example.org" }))).toEqual({
      password: "Password must be at least 6 characters",
    });
    expect(
      problem(checkRegistration({ ...everythingWrong, email: "ada@example.org", password: "123456" })),
    ).toEqual({ confirmPassword: "Passwords do not match" });
    expect(
      problem(
        checkRegistration({
          ...everythingWrong,
          email: "ada@example.org",
          password: "123456",
          confirmPassword: "123456",
        }),
      ),
    ).toEqual({ acceptTerms: "Please agree to the Terms and Conditions" });
  });

  it("requires a name that is not only spaces", () => {
    expect(problem(checkRegistration({ ...valid, name: "   " }))).toEqual({
      name: "Please enter your full name",
    });
  });
});

describe("checkLogin", () => {
  it("checks the email format, then that a password was typed", () => {
    expect(problem(checkLogin({ email: "not an email", password: "", rememberMe: false }))).toEqual({
      email: "Please enter a valid email address",
    });
    expect(problem(checkLogin({ email: "ada@example.org", password: "", rememberMe: false }))).toEqual({
      password: "Please enter your password",
    });
    expect(checkLogin({ email: " ada@example.org ", password: "x", rememberMe: true }).ok).toBe(true);
  });
});
