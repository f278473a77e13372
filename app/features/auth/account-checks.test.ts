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

  it("flags every failing check at once, in the required order: email, length, match, terms", () => {
    const everythingWrong = {
      ...valid,
      email: "ada@",
      password: "12345",
      confirmPassword: "x",
      acceptTerms: false,
    };
    const errors = problem(checkRegistration(everythingWrong));
    expect(errors).toEqual({
      email: "Please enter a valid email address",
      password: "Password must be at least 6 characters",
      confirmPassword: "Passwords do not match",
      acceptTerms: "Please agree to the Terms and Conditions",
    });
    // The order the summary lists them in is the form's, which is the required one: the first failure comes first.
    expect(Object.keys(errors!)).toEqual(["email", "password", "confirmPassword", "acceptTerms"]);
    // Any one failure alone stops submission.
    expect(checkRegistration({ ...valid, acceptTerms: false }).ok).toBe(false);
    expect(checkRegistration({ ...valid, confirmPassword: "analyticaL" }).ok).toBe(false);
  });

  it("flags every empty required field of an empty form", () => {
    expect(
      problem(
        checkRegistration({
          name: "",
          email: "",
          password: "",
          confirmPassword: "",
          acceptTerms: false,
          rememberMe: false,
        }),
      ),
    ).toEqual({
      name: "Please enter your full name",
      email: "Please enter a valid email address",
      password: "Password must be at least 6 characters",
      acceptTerms: "Please agree to the Terms and Conditions",
    });
  });

  it("requires a name that is not only spaces", () => {
    expect(problem(checkRegistration({ ...valid, name: "   " }))).toEqual({
      name: "Please enter your full name",
    });
  });
});

describe("checkLogin", () => {
  it("flags the email's format and a missing password together", () => {
    expect(problem(checkLogin({ email: "", password: "", rememberMe: false }))).toEqual({
      email: "Please enter a valid email address",
      password: "Please enter your password",
    });
    expect(problem(checkLogin({ email: "ada@example.org", password: "", rememberMe: false }))).toEqual({
      password: "Please enter your password",
    });
    expect(checkLogin({ email: " ada@example.org ", password: "x", rememberMe: true }).ok).toBe(true);
  });
});
