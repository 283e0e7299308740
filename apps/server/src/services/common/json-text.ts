/**
 * An answer already written as JSON (by the database, say), which the response serializer sends as
 * it is. It travels typed as the contract it encodes, so a route returns it like any other answer;
 * the guests hook parses and masks it like any other, and with response checks on (tests,
 * development) it is parsed and checked against its contract like any other.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** `text` (JSON of a `T`) as the route's answer. */
export const jsonAnswer = <T>(text: string): T => new JsonText(text) as unknown as T;

/** The value an answer stands for: a JsonText parsed, anything else as it is. */
export const answerValue = (payload: unknown): unknown => (payload instanceof JsonText ? JSON.parse(payload.text) : payload);
