"""Every error code of the Kafka protocol, as one ``IntEnum``.

Names and numbers are Kafka's own (``org.apache.kafka.common.protocol.Errors``),
from -1 up to the codes added for share groups and Streams in Kafka 4.x. Each
member carries:

* ``retriable``: whether sending the same request again (after a metadata
  refresh or a back-off) can succeed. It follows Kafka's classification, in which
  only exceptions deriving from ``RetriableException`` count.
* ``description``: one short sentence for logs and error messages.

Codes newer than this table stay plain ``int`` at the client boundary (see
``BrokerError``); they are never folded into ``UNKNOWN_SERVER_ERROR``.
"""

from __future__ import annotations

from enum import IntEnum

__all__ = ["ErrorCode"]


class ErrorCode(IntEnum):
    """A Kafka protocol error code with its retriable flag and description."""

    # Declared so that type checkers see ``.value`` as the code, not the tuple
    # each member is written as below.
    value: int
    retriable: bool
    description: str

    # Only runs while the class body is turned into members. Afterwards
    # ``ErrorCode(code)`` is Enum's lookup by value; the defaults exist so that
    # type checkers accept that one-argument lookup.
    def __new__(cls, value: int, retriable: bool = False, description: str = "") -> ErrorCode:
        member = int.__new__(cls, value)
        member._value_ = value
        member.retriable = retriable
        member.description = description
        return member

    # One line per code reads as a table; keep the formatter from wrapping it.
    # fmt: off
    UNKNOWN_SERVER_ERROR = -1, False, "The broker failed in a way it could not map to any other code."
    NONE = 0, False, "No error."
    OFFSET_OUT_OF_RANGE = 1, False, "The offset asked for lies outside the partition's log."
    CORRUPT_MESSAGE = 2, True, "A record failed its checksum, size or key checks."
    UNKNOWN_TOPIC_OR_PARTITION = 3, True, "This broker holds no such topic or partition."
    INVALID_FETCH_SIZE = 4, False, "The fetch size in the request is not acceptable."
    LEADER_NOT_AVAILABLE = 5, True, "The partition has no leader at the moment, e.g. during an election."
    NOT_LEADER_OR_FOLLOWER = 6, True, "This broker is not the leader (or not a replica) of the partition."
    REQUEST_TIMED_OUT = 7, True, "The broker gave up waiting before the request completed."
    BROKER_NOT_AVAILABLE = 8, False, "The broker cannot be reached or is not serving."
    REPLICA_NOT_AVAILABLE = 9, True, "The replica for this partition is not available."
    MESSAGE_TOO_LARGE = 10, False, "A record or batch is above the broker's size limit."
    STALE_CONTROLLER_EPOCH = 11, False, "The request came from a controller that has since been replaced."
    OFFSET_METADATA_TOO_LARGE = 12, False, "The metadata string of an offset commit is too long."
    NETWORK_EXCEPTION = 13, True, "The connection closed before the answer arrived."
    COORDINATOR_LOAD_IN_PROGRESS = 14, True, "The coordinator is still loading its state."
    COORDINATOR_NOT_AVAILABLE = 15, True, "No coordinator is available for this group or transaction."
    NOT_COORDINATOR = 16, True, "This broker is not the coordinator asked for."
    INVALID_TOPIC_EXCEPTION = 17, False, "The topic name is not valid, or the topic may not be used this way."
    RECORD_LIST_TOO_LARGE = 18, False, "A batch is larger than a log segment may hold."
    NOT_ENOUGH_REPLICAS = 19, True, "Too few in-sync replicas to accept the write."
    NOT_ENOUGH_REPLICAS_AFTER_APPEND = 20, True, "The write landed but too few in-sync replicas hold it."
    INVALID_REQUIRED_ACKS = 21, False, "The acks value of the produce request is not allowed."
    ILLEGAL_GENERATION = 22, False, "The group generation in the request is not the current one."
    INCONSISTENT_GROUP_PROTOCOL = 23, False, "The member's protocols do not match those of the group."
    INVALID_GROUP_ID = 24, False, "The group id is empty or otherwise not valid."
    UNKNOWN_MEMBER_ID = 25, False, "The coordinator does not know this member id."
    INVALID_SESSION_TIMEOUT = 26, False, "The session timeout is outside the broker's allowed range."
    REBALANCE_IN_PROGRESS = 27, False, "The group is rebalancing; the member must rejoin."
    INVALID_COMMIT_OFFSET_SIZE = 28, False, "The offset commit is too large to store."
    TOPIC_AUTHORIZATION_FAILED = 29, False, "The principal may not access this topic."
    GROUP_AUTHORIZATION_FAILED = 30, False, "The principal may not access this group."
    CLUSTER_AUTHORIZATION_FAILED = 31, False, "The principal may not perform this cluster operation."
    INVALID_TIMESTAMP = 32, False, "A record timestamp is outside the accepted window."
    UNSUPPORTED_SASL_MECHANISM = 33, False, "The broker does not offer the SASL mechanism asked for."
    ILLEGAL_SASL_STATE = 34, False, "The SASL request arrived at the wrong point of the handshake."
    UNSUPPORTED_VERSION = 35, False, "The broker does not support this API version."
    TOPIC_ALREADY_EXISTS = 36, False, "A topic with this name exists already."
    INVALID_PARTITIONS = 37, False, "The partition count is not valid."
    INVALID_REPLICATION_FACTOR = 38, False, "The replication factor is not valid."
    INVALID_REPLICA_ASSIGNMENT = 39, False, "The explicit replica assignment is not valid."
    INVALID_CONFIG = 40, False, "A configuration value is not valid."
    NOT_CONTROLLER = 41, True, "This broker is not the active controller."
    INVALID_REQUEST = 42, False, "The request is malformed or inconsistent; the broker log says more."
    UNSUPPORTED_FOR_MESSAGE_FORMAT = 43, False, "The topic's message format is too old for this request."
    POLICY_VIOLATION = 44, False, "A broker-side policy rejected the request."
    OUT_OF_ORDER_SEQUENCE_NUMBER = 45, False, "The producer sequence number skipped ahead of the expected one."
    DUPLICATE_SEQUENCE_NUMBER = 46, False, "The producer sent a sequence number that was already written."
    INVALID_PRODUCER_EPOCH = 47, False, "The producer epoch is older than the current one."
    INVALID_TXN_STATE = 48, False, "The transaction is not in a state that allows this operation."
    INVALID_PRODUCER_ID_MAPPING = 49, False, "The producer id does not belong to this transactional id."
    INVALID_TRANSACTION_TIMEOUT = 50, False, "The transaction timeout exceeds the broker's maximum."
    CONCURRENT_TRANSACTIONS = 51, True, "Another operation on this transaction is still running."
    TRANSACTION_COORDINATOR_FENCED = 52, False, "A newer transaction coordinator has taken over."
    TRANSACTIONAL_ID_AUTHORIZATION_FAILED = 53, False, "The principal may not use this transactional id."
    SECURITY_DISABLED = 54, False, "Security features are turned off on the broker."
    OPERATION_NOT_ATTEMPTED = 55, False, "Skipped because another part of the same request failed."
    KAFKA_STORAGE_ERROR = 56, True, "The broker's disk or log directory failed."
    LOG_DIR_NOT_FOUND = 57, False, "The named log directory does not exist on the broker."
    SASL_AUTHENTICATION_FAILED = 58, False, "SASL authentication did not succeed."
    UNKNOWN_PRODUCER_ID = 59, False, "The broker holds no state for this producer id."
    REASSIGNMENT_IN_PROGRESS = 60, False, "A partition reassignment is already under way."
    DELEGATION_TOKEN_AUTH_DISABLED = 61, False, "Delegation tokens are turned off."
    DELEGATION_TOKEN_NOT_FOUND = 62, False, "The broker holds no such delegation token."
    DELEGATION_TOKEN_OWNER_MISMATCH = 63, False, "The principal neither owns nor renews this token."
    DELEGATION_TOKEN_REQUEST_NOT_ALLOWED = 64, False, "Token requests are not allowed on this channel or with token credentials."
    DELEGATION_TOKEN_AUTHORIZATION_FAILED = 65, False, "The principal may not handle this delegation token."
    DELEGATION_TOKEN_EXPIRED = 66, False, "The delegation token has expired."
    INVALID_PRINCIPAL_TYPE = 67, False, "The principal type is not supported."
    NON_EMPTY_GROUP = 68, False, "The group still has members, so it cannot be deleted."
    GROUP_ID_NOT_FOUND = 69, False, "No group with this id exists."
    FETCH_SESSION_ID_NOT_FOUND = 70, True, "The broker no longer holds this fetch session."
    INVALID_FETCH_SESSION_EPOCH = 71, True, "The fetch session epoch is not the expected one."
    LISTENER_NOT_FOUND = 72, True, "The leader has no endpoint on the listener the request came in on."
    TOPIC_DELETION_DISABLED = 73, False, "Topic deletion is turned off on the broker."
    FENCED_LEADER_EPOCH = 74, True, "The leader epoch in the request is older than the broker's."
    UNKNOWN_LEADER_EPOCH = 75, True, "The leader epoch in the request is newer than the broker's."
    UNSUPPORTED_COMPRESSION_TYPE = 76, False, "The consumer cannot read this compression codec."
    STALE_BROKER_EPOCH = 77, False, "The broker epoch is older than the current one."
    OFFSET_NOT_AVAILABLE = 78, True, "The leader cannot yet serve offsets after a leadership change."
    MEMBER_ID_REQUIRED = 79, False, "The member must join again with the member id the broker assigned."
    PREFERRED_LEADER_NOT_AVAILABLE = 80, True, "The preferred leader could not be elected."
    GROUP_MAX_SIZE_REACHED = 81, False, "The group already holds its maximum number of members."
    FENCED_INSTANCE_ID = 82, False, "Another member with the same static instance id replaced this one."
    ELIGIBLE_LEADERS_NOT_AVAILABLE = 83, True, "No replica is eligible to become leader."
    ELECTION_NOT_NEEDED = 84, True, "The leader is already the one the election would choose."
    NO_REASSIGNMENT_IN_PROGRESS = 85, False, "There is no reassignment to cancel."
    GROUP_SUBSCRIBED_TO_TOPIC = 86, False, "Offsets cannot be deleted while the group consumes the topic."
    INVALID_RECORD = 87, False, "The broker rejected a record that failed its validation."
    UNSTABLE_OFFSET_COMMIT = 88, True, "A transaction still holds uncommitted offsets for this partition."
    THROTTLING_QUOTA_EXCEEDED = 89, True, "The request would exceed a throttling quota."
    PRODUCER_FENCED = 90, False, "A newer producer with the same transactional id has taken over."
    RESOURCE_NOT_FOUND = 91, False, "A resource named in the request does not exist."
    DUPLICATE_RESOURCE = 92, False, "The request names the same resource more than once."
    UNACCEPTABLE_CREDENTIAL = 93, False, "The credential does not meet the broker's requirements."
    INCONSISTENT_VOTER_SET = 94, False, "The voter sets of the two Raft nodes differ."
    INVALID_UPDATE_VERSION = 95, False, "The feature version in the update is not valid."
    FEATURE_UPDATE_FAILED = 96, False, "The controller could not apply the feature update."
    PRINCIPAL_DESERIALIZATION_FAILURE = 97, False, "The forwarded principal could not be decoded."
    SNAPSHOT_NOT_FOUND = 98, False, "The Raft snapshot asked for does not exist."
    POSITION_OUT_OF_RANGE = 99, False, "The position is outside the snapshot's bounds."
    UNKNOWN_TOPIC_ID = 100, True, "This broker knows no topic with this id."
    DUPLICATE_BROKER_REGISTRATION = 101, False, "A broker with this id is registered already."
    BROKER_ID_NOT_REGISTERED = 102, False, "No broker with this id is registered."
    INCONSISTENT_TOPIC_ID = 103, True, "The topic id does not match the one the broker holds."
    INCONSISTENT_CLUSTER_ID = 104, False, "The cluster id does not match this cluster."
    TRANSACTIONAL_ID_NOT_FOUND = 105, False, "No transaction with this transactional id exists."
    FETCH_SESSION_TOPIC_ID_ERROR = 106, True, "The fetch session mixes topic ids inconsistently."
    INELIGIBLE_REPLICA = 107, False, "The proposed ISR contains a replica that may not join it."
    NEW_LEADER_ELECTED = 108, False, "A new leader was elected while the ISR change was pending."
    OFFSET_MOVED_TO_TIERED_STORAGE = 109, False, "The offset now lives only in tiered storage."
    FENCED_MEMBER_EPOCH = 110, False, "The member epoch is stale; the member must rejoin with epoch 0."
    UNRELEASED_INSTANCE_ID = 111, False, "The static instance id is still held by another member."
    UNSUPPORTED_ASSIGNOR = 112, False, "The group coordinator does not offer this assignor."
    STALE_MEMBER_EPOCH = 113, False, "The member epoch is behind the coordinator's."
    MISMATCHED_ENDPOINT_TYPE = 114, False, "The request was sent to the wrong kind of endpoint."
    UNSUPPORTED_ENDPOINT_TYPE = 115, False, "This endpoint type does not support the request."
    UNKNOWN_CONTROLLER_ID = 116, False, "No controller with this id is known."
    UNKNOWN_SUBSCRIPTION_ID = 117, False, "The client telemetry subscription id is not known."
    TELEMETRY_TOO_LARGE = 118, False, "The pushed client telemetry is above the size limit."
    INVALID_REGISTRATION = 119, False, "The controller rejected the registration as not valid."
    TRANSACTION_ABORTABLE = 120, False, "The transaction hit an error and must be aborted."
    INVALID_RECORD_STATE = 121, False, "The share-group record is not in a state that allows this."
    SHARE_SESSION_NOT_FOUND = 122, True, "The broker no longer holds this share session."
    INVALID_SHARE_SESSION_EPOCH = 123, True, "The share session epoch is not the expected one."
    FENCED_STATE_EPOCH = 124, False, "The share-group state epoch is older than the current one."
    INVALID_VOTER_KEY = 125, False, "The voter key does not match this node."
    DUPLICATE_VOTER = 126, False, "This voter is part of the voter set already."
    VOTER_NOT_FOUND = 127, False, "This voter is not part of the voter set."
    INVALID_REGULAR_EXPRESSION = 128, False, "The subscription regular expression does not parse."
    REBOOTSTRAP_REQUIRED = 129, False, "The client must rediscover the cluster from its bootstrap servers."
    STREAMS_INVALID_TOPOLOGY = 130, False, "The Streams topology sent is not valid."
    STREAMS_INVALID_TOPOLOGY_EPOCH = 131, False, "The Streams topology epoch is not valid."
    STREAMS_TOPOLOGY_FENCED = 132, False, "A newer Streams topology replaced this one."
    SHARE_SESSION_LIMIT_REACHED = 133, True, "The broker holds its maximum number of share sessions."
    # fmt: on
