/** Core's API response schemas, which api-client.ts loads on first use (they stay out of the menu's bundle). */
export {
	CacheBundleSchema,
	ChallengeCreatedSchema,
	ChallengeResponseSchema,
	DailyAnswerSchema,
	EncryptedResponseSchema,
	PlayerIssueResponseSchema,
	StreakRedeemResponseSchema,
	TransferGetResponseSchema,
	TransferPostResponseSchema,
	WinnerGuessesResponseSchema,
	WinnersResponseSchema,
	WinResponseSchema,
} from '@dragondle/core'
