-- Support messages sent before support conversations existed were only mailed to the support
-- mailbox: each becomes a conversation of its own, as the support form opens one now. The subject is
-- the message's first line that is not blank, trimmed of what JavaScript's trim() takes, cut to 120
-- characters (119 and "…"), as src/server/support/open.ts names it; the message is the investor's
-- first message, at the time it was sent; the conversation is open, as nobody recorded which were
-- answered by mail, and support closes each after a look.
--
-- Which rows already have their conversation: every conversation so far was opened by the support
-- form, which stored the same investor's same text in support_messages and as the conversation's
-- first message, in one transaction. Their times cannot be matched (the row took the database's
-- clock, the conversation the application's), so rows are matched by investor and text: of one
-- investor's rows with one text, the newest as many as there are conversations that text opened for
-- them are the form's, and the older ones, sent before the form opened conversations, get one each.
-- So every row ends with exactly one conversation, and running this again opens none.
WITH opening AS (
	SELECT DISTINCT ON (m.conversation_id) c.user_id, m.body
	FROM support_conversation_messages m
	JOIN support_conversations c ON c.id = m.conversation_id
	ORDER BY m.conversation_id, m.created_at, m.id
), opened AS (
	SELECT user_id, body, count(*) AS conversations FROM opening GROUP BY user_id, body
), ranked AS (
	SELECT s.user_id, s.message, s.created_at,
		row_number() OVER (PARTITION BY s.user_id, s.message ORDER BY s.created_at DESC, s.id DESC) AS newest
	FROM support_messages s
), earlier AS MATERIALIZED (
	SELECT gen_random_uuid() AS conversation_id, r.user_id, r.message, r.created_at,
		CASE WHEN length(subject_line.line) > 120 THEN left(subject_line.line, 119) || '…' ELSE subject_line.line END AS subject
	FROM ranked r
	LEFT JOIN opened o ON o.user_id = r.user_id AND o.body = r.message
	CROSS JOIN LATERAL (
		SELECT coalesce((
			SELECT t.trimmed
			FROM regexp_split_to_table(r.message, '\r?\n') WITH ORDINALITY AS l(line, n)
			CROSS JOIN LATERAL regexp_replace(
				l.line,
				'^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
				'',
				'g'
			) AS t(trimmed)
			WHERE t.trimmed <> ''
			ORDER BY l.n
			LIMIT 1
		), '') AS line
	) subject_line
	WHERE r.newest > coalesce(o.conversations, 0)
), conversations AS (
	INSERT INTO support_conversations (id, user_id, subject, status, created_at, updated_at)
	SELECT conversation_id, user_id, subject, 'open', created_at, created_at FROM earlier
)
INSERT INTO support_conversation_messages (conversation_id, author_id, from_operator, body, created_at)
SELECT conversation_id, user_id, false, message, created_at FROM earlier;
