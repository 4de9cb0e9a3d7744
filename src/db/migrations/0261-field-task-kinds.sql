-- 0261-field-task-kinds: a process server may also take out the copy of the final order to a party (Rule 4(15): a
-- signed copy supplied free of cost; copy_to names the party) and the appellate authority's notice to the respondent
-- (Rule 7(9), served in the manners of Rule 4(5)).

alter table field_task drop constraint field_task_notice_check;
alter table field_task add constraint field_task_notice_check
  check (notice in ('form-2', 'hearing-notice', 'order-copy', 'appeal-notice'));
alter table field_task add column copy_to text check (copy_to in ('contravener', 'complainant'));
alter table field_task add constraint field_task_copy_to_order check ((notice = 'order-copy') = (copy_to is not null));
