import { describe, expect, it } from "vitest";
import { validateLogin, validateRegistration } from "./validation.ts";

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.org",
  password: "analytical",
  confirmPassword: "analytical",
  acceptTerms: true,
};

describe("validateRegistration", () => {
  it("accepts a complete form", () => {
    expect(validateRegistration(valid)).toBeUndefined();
  });

  it("reports the first failure in the SPEC's order: email, length, match, terms", () => {
    const everythingWrong = {
      name: "Ada",
      email: "ada@",
      password: "12345",
      confirmPassword: "x",
      acceptTerms: false,
    };
    expect(validateRegistration(everythingWrong)).toEqual({
      field: "email",
      message: "Please enter a valid email address",
    });
    expect(validateRegistration({ ...everythingWrong, email: "ada@example.org" })).toEqual({
      field: "password",
      message: "Password must be at least 6 characters",
    });
    expect(
      validateRegistration({ ...everythingWrong, email: "ada@example.org", password: "123456" }),
    ).toEqual({
      field: "confirmPassword",
      message: "Passwords do not match",
    });
    expect(
      validateRegistration({
        ...everythingWrong,
        email: "ada@example.org",
        password: "123456",
        confirmPassword: "123456",
      }),
    ).toEqual({ field: "acceptTerms", message: "Please agree to the Terms and Conditions" });
  });

  it("requires a name that is not only spaces", () => {
    expect(validateRegistration({ ...valid, name: "   " })?.field).toBe("name");
  });
});

describe("validateLogin", () => {
  it("checks the email format, then that a password was typed", () => {
    expect(validateLogin({ email: "not an email", password: "" })?.message).toBe(
      "Please enter a valid email address",
    );
    expect(validateLogin({ email: "ada@example.org", password: "" })?.field).toBe("password");
    expect(validateLogin({ email: " ada@example.org ", password: "x" })).toBeUndefined();
  });
});
