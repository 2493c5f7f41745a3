# generated from defs/*.kw; do not edit
"""Every API key, its versions, and the module that holds its messages."""

from __future__ import annotations

from enum import IntEnum

__all__ = ['API_TABLE', 'CLASS_MODULES', 'ApiKey']

#: key -> (module, request class, response class, min, max, first flexible or None)
API_TABLE: dict[int, tuple[str, str, str, int, int, int | None]] = {
    0: ('produce', 'ProduceRequest', 'ProduceResponse', 0, 13, 9),
    1: ('fetch', 'FetchRequest', 'FetchResponse', 0, 18, 12),
    2: ('list_offsets', 'ListOffsetsRequest', 'ListOffsetsResponse', 0, 11, 6),
    3: ('metadata', 'MetadataRequest', 'MetadataResponse', 0, 13, 9),
    4: ('leader_and_isr', 'LeaderAndIsrRequest', 'LeaderAndIsrResponse', 0, 7, 4),
    5: ('stop_replica', 'StopReplicaRequest', 'StopReplicaResponse', 0, 4, 2),
    6: ('update_metadata', 'UpdateMetadataRequest', 'UpdateMetadataResponse', 0, 8, 6),
    7: ('controlled_shutdown', 'ControlledShutdownRequest', 'ControlledShutdownResponse', 0, 3, 3),
    8: ('offset_commit', 'OffsetCommitRequest', 'OffsetCommitResponse', 0, 10, 8),
    9: ('offset_fetch', 'OffsetFetchRequest', 'OffsetFetchResponse', 0, 10, 6),
    10: ('find_coordinator', 'FindCoordinatorRequest', 'FindCoordinatorResponse', 0, 6, 3),
    11: ('join_group', 'JoinGroupRequest', 'JoinGroupResponse', 0, 9, 6),
    12: ('heartbeat', 'HeartbeatRequest', 'HeartbeatResponse', 0, 4, 4),
    13: ('leave_group', 'LeaveGroupRequest', 'LeaveGroupResponse', 0, 5, 4),
    14: ('sync_group', 'SyncGroupRequest', 'SyncGroupResponse', 0, 5, 4),
    15: ('describe_groups', 'DescribeGroupsRequest', 'DescribeGroupsResponse', 0, 6, 5),
    16: ('list_groups', 'ListGroupsRequest', 'ListGroupsResponse', 0, 5, 3),
    17: ('sasl_handshake', 'SaslHandshakeRequest', 'SaslHandshakeResponse', 0, 1, None),
    18: ('api_versions', 'ApiVersionsRequest', 'ApiVersionsResponse', 0, 4, 3),
    19: ('create_topics', 'CreateTopicsRequest', 'CreateTopicsResponse', 0, 7, 5),
    20: ('delete_topics', 'DeleteTopicsRequest', 'DeleteTopicsResponse', 0, 6, 4),
    21: ('delete_records', 'DeleteRecordsRequest', 'DeleteRecordsResponse', 0, 2, 2),
    22: ('init_producer_id', 'InitProducerIdRequest', 'InitProducerIdResponse', 0, 6, 2),
    23: ('offset_for_leader_epoch', 'OffsetForLeaderEpochRequest', 'OffsetForLeaderEpochResponse', 0, 4, 4),
    24: ('add_partitions_to_txn', 'AddPartitionsToTxnRequest', 'AddPartitionsToTxnResponse', 0, 5, 3),
    25: ('add_offsets_to_txn', 'AddOffsetsToTxnRequest', 'AddOffsetsToTxnResponse', 0, 4, 3),
    26: ('end_txn', 'EndTxnRequest', 'EndTxnResponse', 0, 5, 3),
    27: ('write_txn_markers', 'WriteTxnMarkersRequest', 'WriteTxnMarkersResponse', 0, 2, 1),
    28: ('txn_offset_commit', 'TxnOffsetCommitRequest', 'TxnOffsetCommitResponse', 0, 5, 3),
    29: ('describe_acls', 'DescribeAclsRequest', 'DescribeAclsResponse', 0, 3, 2),
    30: ('create_acls', 'CreateAclsRequest', 'CreateAclsResponse', 0, 3, 2),
    31: ('delete_acls', 'DeleteAclsRequest', 'DeleteAclsResponse', 0, 3, 2),
    32: ('describe_configs', 'DescribeConfigsRequest', 'DescribeConfigsResponse', 0, 4, 4),
    33: ('alter_configs', 'AlterConfigsRequest', 'AlterConfigsResponse', 0, 2, 2),
    34: ('alter_replica_log_dirs', 'AlterReplicaLogDirsRequest', 'AlterReplicaLogDirsResponse', 0, 2, 2),
    35: ('describe_log_dirs', 'DescribeLogDirsRequest', 'DescribeLogDirsResponse', 0, 5, 2),
    36: ('sasl_authenticate', 'SaslAuthenticateRequest', 'SaslAuthenticateResponse', 0, 2, 2),
    37: ('create_partitions', 'CreatePartitionsRequest', 'CreatePartitionsResponse', 0, 3, 2),
    38: ('create_delegation_token', 'CreateDelegationTokenRequest', 'CreateDelegationTokenResponse', 0, 3, 2),
    39: ('renew_delegation_token', 'RenewDelegationTokenRequest', 'RenewDelegationTokenResponse', 0, 2, 2),
    40: ('expire_delegation_token', 'ExpireDelegationTokenRequest', 'ExpireDelegationTokenResponse', 0, 2, 2),
    41: ('describe_delegation_token', 'DescribeDelegationTokenRequest', 'DescribeDelegationTokenResponse', 0, 3, 2),
    42: ('delete_groups', 'DeleteGroupsRequest', 'DeleteGroupsResponse', 0, 2, 2),
    43: ('elect_leaders', 'ElectLeadersRequest', 'ElectLeadersResponse', 0, 2, 2),
    44: ('incremental_alter_configs', 'IncrementalAlterConfigsRequest', 'IncrementalAlterConfigsResponse', 0, 1, 1),
    45: ('alter_partition_reassignments', 'AlterPartitionReassignmentsRequest', 'AlterPartitionReassignmentsResponse', 0, 1, 0),
    46: ('list_partition_reassignments', 'ListPartitionReassignmentsRequest', 'ListPartitionReassignmentsResponse', 0, 0, 0),
    47: ('offset_delete', 'OffsetDeleteRequest', 'OffsetDeleteResponse', 0, 0, None),
    48: ('describe_client_quotas', 'DescribeClientQuotasRequest', 'DescribeClientQuotasResponse', 0, 1, 1),
    49: ('alter_client_quotas', 'AlterClientQuotasRequest', 'AlterClientQuotasResponse', 0, 1, 1),
    50: ('describe_user_scram_credentials', 'DescribeUserScramCredentialsRequest', 'DescribeUserScramCredentialsResponse', 0, 0, 0),
    51: ('alter_user_scram_credentials', 'AlterUserScramCredentialsRequest', 'AlterUserScramCredentialsResponse', 0, 0, 0),
    52: ('vote', 'VoteRequest', 'VoteResponse', 0, 2, 0),
    53: ('begin_quorum_epoch', 'BeginQuorumEpochRequest', 'BeginQuorumEpochResponse', 0, 1, 1),
    54: ('end_quorum_epoch', 'EndQuorumEpochRequest', 'EndQuorumEpochResponse', 0, 1, 1),
    55: ('describe_quorum', 'DescribeQuorumRequest', 'DescribeQuorumResponse', 0, 2, 0),
    56: ('alter_partition', 'AlterPartitionRequest', 'AlterPartitionResponse', 0, 3, 0),
    57: ('update_features', 'UpdateFeaturesRequest', 'UpdateFeaturesResponse', 0, 2, 0),
    58: ('envelope', 'EnvelopeRequest', 'EnvelopeResponse', 0, 0, 0),
    59: ('fetch_snapshot', 'FetchSnapshotRequest', 'FetchSnapshotResponse', 0, 1, 0),
    60: ('describe_cluster', 'DescribeClusterRequest', 'DescribeClusterResponse', 0, 2, 0),
    61: ('describe_producers', 'DescribeProducersRequest', 'DescribeProducersResponse', 0, 0, 0),
    62: ('broker_registration', 'BrokerRegistrationRequest', 'BrokerRegistrationResponse', 0, 4, 0),
    63: ('broker_heartbeat', 'BrokerHeartbeatRequest', 'BrokerHeartbeatResponse', 0, 2, 0),
    64: ('unregister_broker', 'UnregisterBrokerRequest', 'UnregisterBrokerResponse', 0, 0, 0),
    65: ('describe_transactions', 'DescribeTransactionsRequest', 'DescribeTransactionsResponse', 0, 0, 0),
    66: ('list_transactions', 'ListTransactionsRequest', 'ListTransactionsResponse', 0, 2, 0),
    67: ('allocate_producer_ids', 'AllocateProducerIdsRequest', 'AllocateProducerIdsResponse', 0, 0, 0),
    68: ('consumer_group_heartbeat', 'ConsumerGroupHeartbeatRequest', 'ConsumerGroupHeartbeatResponse', 0, 1, 0),
    69: ('consumer_group_describe', 'ConsumerGroupDescribeRequest', 'ConsumerGroupDescribeResponse', 0, 1, 0),
    70: ('controller_registration', 'ControllerRegistrationRequest', 'ControllerRegistrationResponse', 0, 0, 0),
    71: ('get_telemetry_subscriptions', 'GetTelemetrySubscriptionsRequest', 'GetTelemetrySubscriptionsResponse', 0, 0, 0),
    72: ('push_telemetry', 'PushTelemetryRequest', 'PushTelemetryResponse', 0, 0, 0),
    73: ('assign_replicas_to_dirs', 'AssignReplicasToDirsRequest', 'AssignReplicasToDirsResponse', 0, 0, 0),
    74: ('list_config_resources', 'ListConfigResourcesRequest', 'ListConfigResourcesResponse', 0, 1, 0),
    75: ('describe_topic_partitions', 'DescribeTopicPartitionsRequest', 'DescribeTopicPartitionsResponse', 0, 0, 0),
    76: ('share_group_heartbeat', 'ShareGroupHeartbeatRequest', 'ShareGroupHeartbeatResponse', 0, 1, 0),
    77: ('share_group_describe', 'ShareGroupDescribeRequest', 'ShareGroupDescribeResponse', 0, 1, 0),
    78: ('share_fetch', 'ShareFetchRequest', 'ShareFetchResponse', 0, 2, 0),
    79: ('share_acknowledge', 'ShareAcknowledgeRequest', 'ShareAcknowledgeResponse', 0, 2, 0),
    80: ('add_raft_voter', 'AddRaftVoterRequest', 'AddRaftVoterResponse', 0, 1, 0),
    81: ('remove_raft_voter', 'RemoveRaftVoterRequest', 'RemoveRaftVoterResponse', 0, 0, 0),
    82: ('update_raft_voter', 'UpdateRaftVoterRequest', 'UpdateRaftVoterResponse', 0, 0, 0),
    83: ('initialize_share_group_state', 'InitializeShareGroupStateRequest', 'InitializeShareGroupStateResponse', 0, 0, 0),
    84: ('read_share_group_state', 'ReadShareGroupStateRequest', 'ReadShareGroupStateResponse', 0, 0, 0),
    85: ('write_share_group_state', 'WriteShareGroupStateRequest', 'WriteShareGroupStateResponse', 0, 1, 0),
    86: ('delete_share_group_state', 'DeleteShareGroupStateRequest', 'DeleteShareGroupStateResponse', 0, 0, 0),
    87: ('read_share_group_state_summary', 'ReadShareGroupStateSummaryRequest', 'ReadShareGroupStateSummaryResponse', 0, 1, 0),
    88: ('streams_group_heartbeat', 'StreamsGroupHeartbeatRequest', 'StreamsGroupHeartbeatResponse', 0, 0, 0),
    89: ('streams_group_describe', 'StreamsGroupDescribeRequest', 'StreamsGroupDescribeResponse', 0, 0, 0),
    90: ('describe_share_group_offsets', 'DescribeShareGroupOffsetsRequest', 'DescribeShareGroupOffsetsResponse', 0, 1, 0),
    91: ('alter_share_group_offsets', 'AlterShareGroupOffsetsRequest', 'AlterShareGroupOffsetsResponse', 0, 0, 0),
    92: ('delete_share_group_offsets', 'DeleteShareGroupOffsetsRequest', 'DeleteShareGroupOffsetsResponse', 0, 0, 0),
}

#: class name -> module, for lazy imports
CLASS_MODULES: dict[str, str] = {
    'AddOffsetsToTxnRequest': 'add_offsets_to_txn',
    'AddOffsetsToTxnResponse': 'add_offsets_to_txn',
    'AddPartitionsToTxnRequest': 'add_partitions_to_txn',
    'AddPartitionsToTxnResponse': 'add_partitions_to_txn',
    'AddRaftVoterRequest': 'add_raft_voter',
    'AddRaftVoterResponse': 'add_raft_voter',
    'AllocateProducerIdsRequest': 'allocate_producer_ids',
    'AllocateProducerIdsResponse': 'allocate_producer_ids',
    'AlterClientQuotasRequest': 'alter_client_quotas',
    'AlterClientQuotasResponse': 'alter_client_quotas',
    'AlterConfigsRequest': 'alter_configs',
    'AlterConfigsResponse': 'alter_configs',
    'AlterPartitionReassignmentsRequest': 'alter_partition_reassignments',
    'AlterPartitionReassignmentsResponse': 'alter_partition_reassignments',
    'AlterPartitionRequest': 'alter_partition',
    'AlterPartitionResponse': 'alter_partition',
    'AlterReplicaLogDirsRequest': 'alter_replica_log_dirs',
    'AlterReplicaLogDirsResponse': 'alter_replica_log_dirs',
    'AlterShareGroupOffsetsRequest': 'alter_share_group_offsets',
    'AlterShareGroupOffsetsResponse': 'alter_share_group_offsets',
    'AlterUserScramCredentialsRequest': 'alter_user_scram_credentials',
    'AlterUserScramCredentialsResponse': 'alter_user_scram_credentials',
    'ApiVersionsRequest': 'api_versions',
    'ApiVersionsResponse': 'api_versions',
    'AssignReplicasToDirsRequest': 'assign_replicas_to_dirs',
    'AssignReplicasToDirsResponse': 'assign_replicas_to_dirs',
    'BeginQuorumEpochRequest': 'begin_quorum_epoch',
    'BeginQuorumEpochResponse': 'begin_quorum_epoch',
    'BrokerHeartbeatRequest': 'broker_heartbeat',
    'BrokerHeartbeatResponse': 'broker_heartbeat',
    'BrokerRegistrationRequest': 'broker_registration',
    'BrokerRegistrationResponse': 'broker_registration',
    'ConsumerGroupDescribeRequest': 'consumer_group_describe',
    'ConsumerGroupDescribeResponse': 'consumer_group_describe',
    'ConsumerGroupHeartbeatRequest': 'consumer_group_heartbeat',
    'ConsumerGroupHeartbeatResponse': 'consumer_group_heartbeat',
    'ControlledShutdownRequest': 'controlled_shutdown',
    'ControlledShutdownResponse': 'controlled_shutdown',
    'ControllerRegistrationRequest': 'controller_registration',
    'ControllerRegistrationResponse': 'controller_registration',
    'CreateAclsRequest': 'create_acls',
    'CreateAclsResponse': 'create_acls',
    'CreateDelegationTokenRequest': 'create_delegation_token',
    'CreateDelegationTokenResponse': 'create_delegation_token',
    'CreatePartitionsRequest': 'create_partitions',
    'CreatePartitionsResponse': 'create_partitions',
    'CreateTopicsRequest': 'create_topics',
    'CreateTopicsResponse': 'create_topics',
    'DeleteAclsRequest': 'delete_acls',
    'DeleteAclsResponse': 'delete_acls',
    'DeleteGroupsRequest': 'delete_groups',
    'DeleteGroupsResponse': 'delete_groups',
    'DeleteRecordsRequest': 'delete_records',
    'DeleteRecordsResponse': 'delete_records',
    'DeleteShareGroupOffsetsRequest': 'delete_share_group_offsets',
    'DeleteShareGroupOffsetsResponse': 'delete_share_group_offsets',
    'DeleteShareGroupStateRequest': 'delete_share_group_state',
    'DeleteShareGroupStateResponse': 'delete_share_group_state',
    'DeleteTopicsRequest': 'delete_topics',
    'DeleteTopicsResponse': 'delete_topics',
    'DescribeAclsRequest': 'describe_acls',
    'DescribeAclsResponse': 'describe_acls',
    'DescribeClientQuotasRequest': 'describe_client_quotas',
    'DescribeClientQuotasResponse': 'describe_client_quotas',
    'DescribeClusterRequest': 'describe_cluster',
    'DescribeClusterResponse': 'describe_cluster',
    'DescribeConfigsRequest': 'describe_configs',
    'DescribeConfigsResponse': 'describe_configs',
    'DescribeDelegationTokenRequest': 'describe_delegation_token',
    'DescribeDelegationTokenResponse': 'describe_delegation_token',
    'DescribeGroupsRequest': 'describe_groups',
    'DescribeGroupsResponse': 'describe_groups',
    'DescribeLogDirsRequest': 'describe_log_dirs',
    'DescribeLogDirsResponse': 'describe_log_dirs',
    'DescribeProducersRequest': 'describe_producers',
    'DescribeProducersResponse': 'describe_producers',
    'DescribeQuorumRequest': 'describe_quorum',
    'DescribeQuorumResponse': 'describe_quorum',
    'DescribeShareGroupOffsetsRequest': 'describe_share_group_offsets',
    'DescribeShareGroupOffsetsResponse': 'describe_share_group_offsets',
    'DescribeTopicPartitionsRequest': 'describe_topic_partitions',
    'DescribeTopicPartitionsResponse': 'describe_topic_partitions',
    'DescribeTransactionsRequest': 'describe_transactions',
    'DescribeTransactionsResponse': 'describe_transactions',
    'DescribeUserScramCredentialsRequest': 'describe_user_scram_credentials',
    'DescribeUserScramCredentialsResponse': 'describe_user_scram_credentials',
    'ElectLeadersRequest': 'elect_leaders',
    'ElectLeadersResponse': 'elect_leaders',
    'EndQuorumEpochRequest': 'end_quorum_epoch',
    'EndQuorumEpochResponse': 'end_quorum_epoch',
    'EndTxnRequest': 'end_txn',
    'EndTxnResponse': 'end_txn',
    'EnvelopeRequest': 'envelope',
    'EnvelopeResponse': 'envelope',
    'ExpireDelegationTokenRequest': 'expire_delegation_token',
    'ExpireDelegationTokenResponse': 'expire_delegation_token',
    'FetchRequest': 'fetch',
    'FetchResponse': 'fetch',
    'FetchSnapshotRequest': 'fetch_snapshot',
    'FetchSnapshotResponse': 'fetch_snapshot',
    'FindCoordinatorRequest': 'find_coordinator',
    'FindCoordinatorResponse': 'find_coordinator',
    'GetTelemetrySubscriptionsRequest': 'get_telemetry_subscriptions',
    'GetTelemetrySubscriptionsResponse': 'get_telemetry_subscriptions',
    'HeartbeatRequest': 'heartbeat',
    'HeartbeatResponse': 'heartbeat',
    'IncrementalAlterConfigsRequest': 'incremental_alter_configs',
    'IncrementalAlterConfigsResponse': 'incremental_alter_configs',
    'InitProducerIdRequest': 'init_producer_id',
    'InitProducerIdResponse': 'init_producer_id',
    'InitializeShareGroupStateRequest': 'initialize_share_group_state',
    'InitializeShareGroupStateResponse': 'initialize_share_group_state',
    'JoinGroupRequest': 'join_group',
    'JoinGroupResponse': 'join_group',
    'LeaderAndIsrRequest': 'leader_and_isr',
    'LeaderAndIsrResponse': 'leader_and_isr',
    'LeaveGroupRequest': 'leave_group',
    'LeaveGroupResponse': 'leave_group',
    'ListConfigResourcesRequest': 'list_config_resources',
    'ListConfigResourcesResponse': 'list_config_resources',
    'ListGroupsRequest': 'list_groups',
    'ListGroupsResponse': 'list_groups',
    'ListOffsetsRequest': 'list_offsets',
    'ListOffsetsResponse': 'list_offsets',
    'ListPartitionReassignmentsRequest': 'list_partition_reassignments',
    'ListPartitionReassignmentsResponse': 'list_partition_reassignments',
    'ListTransactionsRequest': 'list_transactions',
    'ListTransactionsResponse': 'list_transactions',
    'MetadataRequest': 'metadata',
    'MetadataResponse': 'metadata',
    'OffsetCommitRequest': 'offset_commit',
    'OffsetCommitResponse': 'offset_commit',
    'OffsetDeleteRequest': 'offset_delete',
    'OffsetDeleteResponse': 'offset_delete',
    'OffsetFetchRequest': 'offset_fetch',
    'OffsetFetchResponse': 'offset_fetch',
    'OffsetForLeaderEpochRequest': 'offset_for_leader_epoch',
    'OffsetForLeaderEpochResponse': 'offset_for_leader_epoch',
    'ProduceRequest': 'produce',
    'ProduceResponse': 'produce',
    'PushTelemetryRequest': 'push_telemetry',
    'PushTelemetryResponse': 'push_telemetry',
    'ReadShareGroupStateRequest': 'read_share_group_state',
    'ReadShareGroupStateResponse': 'read_share_group_state',
    'ReadShareGroupStateSummaryRequest': 'read_share_group_state_summary',
    'ReadShareGroupStateSummaryResponse': 'read_share_group_state_summary',
    'RemoveRaftVoterRequest': 'remove_raft_voter',
    'RemoveRaftVoterResponse': 'remove_raft_voter',
    'RenewDelegationTokenRequest': 'renew_delegation_token',
    'RenewDelegationTokenResponse': 'renew_delegation_token',
    'SaslAuthenticateRequest': 'sasl_authenticate',
    'SaslAuthenticateResponse': 'sasl_authenticate',
    'SaslHandshakeRequest': 'sasl_handshake',
    'SaslHandshakeResponse': 'sasl_handshake',
    'ShareAcknowledgeRequest': 'share_acknowledge',
    'ShareAcknowledgeResponse': 'share_acknowledge',
    'ShareFetchRequest': 'share_fetch',
    'ShareFetchResponse': 'share_fetch',
    'ShareGroupDescribeRequest': 'share_group_describe',
    'ShareGroupDescribeResponse': 'share_group_describe',
    'ShareGroupHeartbeatRequest': 'share_group_heartbeat',
    'ShareGroupHeartbeatResponse': 'share_group_heartbeat',
    'StopReplicaRequest': 'stop_replica',
    'StopReplicaResponse': 'stop_replica',
    'StreamsGroupDescribeRequest': 'streams_group_describe',
    'StreamsGroupDescribeResponse': 'streams_group_describe',
    'StreamsGroupHeartbeatRequest': 'streams_group_heartbeat',
    'StreamsGroupHeartbeatResponse': 'streams_group_heartbeat',
    'SyncGroupRequest': 'sync_group',
    'SyncGroupResponse': 'sync_group',
    'TxnOffsetCommitRequest': 'txn_offset_commit',
    'TxnOffsetCommitResponse': 'txn_offset_commit',
    'UnregisterBrokerRequest': 'unregister_broker',
    'UnregisterBrokerResponse': 'unregister_broker',
    'UpdateFeaturesRequest': 'update_features',
    'UpdateFeaturesResponse': 'update_features',
    'UpdateMetadataRequest': 'update_metadata',
    'UpdateMetadataResponse': 'update_metadata',
    'UpdateRaftVoterRequest': 'update_raft_voter',
    'UpdateRaftVoterResponse': 'update_raft_voter',
    'VoteRequest': 'vote',
    'VoteResponse': 'vote',
    'WriteShareGroupStateRequest': 'write_share_group_state',
    'WriteShareGroupStateResponse': 'write_share_group_state',
    'WriteTxnMarkersRequest': 'write_txn_markers',
    'WriteTxnMarkersResponse': 'write_txn_markers',
}


class ApiKey(IntEnum):
    """Every Kafka API key, with the versions kafkawire encodes and decodes."""

    Produce = 0
    Fetch = 1
    ListOffsets = 2
    Metadata = 3
    LeaderAndIsr = 4
    StopReplica = 5
    UpdateMetadata = 6
    ControlledShutdown = 7
    OffsetCommit = 8
    OffsetFetch = 9
    FindCoordinator = 10
    JoinGroup = 11
    Heartbeat = 12
    LeaveGroup = 13
    SyncGroup = 14
    DescribeGroups = 15
    ListGroups = 16
    SaslHandshake = 17
    ApiVersions = 18
    CreateTopics = 19
    DeleteTopics = 20
    DeleteRecords = 21
    InitProducerId = 22
    OffsetForLeaderEpoch = 23
    AddPartitionsToTxn = 24
    AddOffsetsToTxn = 25
    EndTxn = 26
    WriteTxnMarkers = 27
    TxnOffsetCommit = 28
    DescribeAcls = 29
    CreateAcls = 30
    DeleteAcls = 31
    DescribeConfigs = 32
    AlterConfigs = 33
    AlterReplicaLogDirs = 34
    DescribeLogDirs = 35
    SaslAuthenticate = 36
    CreatePartitions = 37
    CreateDelegationToken = 38
    RenewDelegationToken = 39
    ExpireDelegationToken = 40
    DescribeDelegationToken = 41
    DeleteGroups = 42
    ElectLeaders = 43
    IncrementalAlterConfigs = 44
    AlterPartitionReassignments = 45
    ListPartitionReassignments = 46
    OffsetDelete = 47
    DescribeClientQuotas = 48
    AlterClientQuotas = 49
    DescribeUserScramCredentials = 50
    AlterUserScramCredentials = 51
    Vote = 52
    BeginQuorumEpoch = 53
    EndQuorumEpoch = 54
    DescribeQuorum = 55
    AlterPartition = 56
    UpdateFeatures = 57
    Envelope = 58
    FetchSnapshot = 59
    DescribeCluster = 60
    DescribeProducers = 61
    BrokerRegistration = 62
    BrokerHeartbeat = 63
    UnregisterBroker = 64
    DescribeTransactions = 65
    ListTransactions = 66
    AllocateProducerIds = 67
    ConsumerGroupHeartbeat = 68
    ConsumerGroupDescribe = 69
    ControllerRegistration = 70
    GetTelemetrySubscriptions = 71
    PushTelemetry = 72
    AssignReplicasToDirs = 73
    ListConfigResources = 74
    DescribeTopicPartitions = 75
    ShareGroupHeartbeat = 76
    ShareGroupDescribe = 77
    ShareFetch = 78
    ShareAcknowledge = 79
    AddRaftVoter = 80
    RemoveRaftVoter = 81
    UpdateRaftVoter = 82
    InitializeShareGroupState = 83
    ReadShareGroupState = 84
    WriteShareGroupState = 85
    DeleteShareGroupState = 86
    ReadShareGroupStateSummary = 87
    StreamsGroupHeartbeat = 88
    StreamsGroupDescribe = 89
    DescribeShareGroupOffsets = 90
    AlterShareGroupOffsets = 91
    DeleteShareGroupOffsets = 92

    @property
    def min_version(self) -> int:
        return API_TABLE[self.value][3]

    @property
    def max_version(self) -> int:
        return API_TABLE[self.value][4]

    @property
    def flexible_from(self) -> int | None:
        return API_TABLE[self.value][5]

    def select_version(self, broker_min: int, broker_max: int) -> int:
        """The highest version both sides support; -1 when there is none."""
        high = min(self.max_version, broker_max)
        return high if high >= max(self.min_version, broker_min) else -1
