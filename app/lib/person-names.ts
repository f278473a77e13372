// People's names on research items, as pages, citations and search show them.

export interface PersonName {
  given: string;
  family: string;
}

/** "Wanjiru Kamau". */
export const fullName = (person: PersonName) => `${person.given} ${person.family}`;

/** "Kamau, Wanjiru": the inverted form Google Scholar and reference managers read best. */
export const invertedName = (person: PersonName) => `${person.family}, ${person.given}`;

/** "Kamau W., Álvarez M., Rao S." as the Research Center's cards list authors. */
export const authorList = (people: readonly PersonName[]) =>
  people.map((person) => `${person.family} ${[...person.given][0]}.`).join(", ");
