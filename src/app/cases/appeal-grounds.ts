// The grounds of an appeal (Form-III item 4), one per line, as the domain reads them: the officer's decision form
// answers each (Rule 7(11)). The web reaches the domain through app.

export { groundsOf } from '../../domain/appeal/index.ts';
