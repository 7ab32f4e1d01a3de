-- A block ends the books shared between the two, both ways (decision 023): the blocks made
-- before that rule end their memberships now, as a new block does in its transaction.
DELETE FROM "book_members" m USING "books" b, "blocks" k
WHERE b."id" = m."book_id"
  AND ((k."blocker_id" = b."owner_id" AND k."blocked_id" = m."user_id")
    OR (k."blocked_id" = b."owner_id" AND k."blocker_id" = m."user_id"));
