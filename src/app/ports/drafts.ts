// Port of the drafts area: storage of a person's unfinished forms. src/db/drafts.repo.ts implements it.

export interface DraftRow {
  readonly id: string;
  readonly accountId: string;
  readonly form: string;
  /** The step the person reached (the web form resumes there). */
  readonly step: number;
  readonly data: Record<string, unknown>;
  readonly updatedAt: Date;
}

export interface DraftRepo {
  create(d: {
    accountId: string;
    form: string;
    step: number;
    data: Record<string, unknown>;
    updatedAt: Date;
  }): Promise<DraftRow>;
  byId(id: string): Promise<DraftRow | undefined>;
  /** Replaces the data and step of the draft; false when it is not the account's. */
  update(
    id: string,
    accountId: string,
    d: { step: number; data: Record<string, unknown>; updatedAt: Date },
  ): Promise<boolean>;
  remove(id: string, accountId: string): Promise<void>;
  listOf(accountId: string, form: string): Promise<DraftRow[]>;
}
