# generated from defs/*.kw; do not edit
"""Message classes of every API, imported on first use."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from kafkawire.protocol.messages._registry import CLASS_MODULES

if TYPE_CHECKING:
    from kafkawire.protocol.messages.add_offsets_to_txn import AddOffsetsToTxnRequest, AddOffsetsToTxnResponse
    from kafkawire.protocol.messages.add_partitions_to_txn import AddPartitionsToTxnRequest, AddPartitionsToTxnResponse
    from kafkawire.protocol.messages.add_raft_voter import AddRaftVoterRequest, AddRaftVoterResponse
    from kafkawire.protocol.messages.allocate_producer_ids import AllocateProducerIdsRequest, AllocateProducerIdsResponse
    from kafkawire.protocol.messages.alter_client_quotas import AlterClientQuotasRequest, AlterClientQuotasResponse
    from kafkawire.protocol.messages.alter_configs import AlterConfigsRequest, AlterConfigsResponse
    from kafkawire.protocol.messages.alter_partition import AlterPartitionRequest, AlterPartitionResponse
    from kafkawire.protocol.messages.alter_partition_reassignments import AlterPartitionReassignmentsRequest, AlterPartitionReassignmentsResponse
    from kafkawire.protocol.messages.alter_replica_log_dirs import AlterReplicaLogDirsRequest, AlterReplicaLogDirsResponse
    from kafkawire.protocol.messages.alter_share_group_offsets import AlterShareGroupOffsetsRequest, AlterShareGroupOffsetsResponse
    from kafkawire.protocol.messages.alter_user_scram_credentials import AlterUserScramCredentialsRequest, AlterUserScramCredentialsResponse
    from kafkawire.protocol.messages.api_versions import ApiVersionsRequest, ApiVersionsResponse
    from kafkawire.protocol.messages.assign_replicas_to_dirs import AssignReplicasToDirsRequest, AssignReplicasToDirsResponse
    from kafkawire.protocol.messages.begin_quorum_epoch import BeginQuorumEpochRequest, BeginQuorumEpochResponse
    from kafkawire.protocol.messages.broker_heartbeat import BrokerHeartbeatRequest, BrokerHeartbeatResponse
    from kafkawire.protocol.messages.broker_registration import BrokerRegistrationRequest, BrokerRegistrationResponse
    from kafkawire.protocol.messages.consumer_group_describe import ConsumerGroupDescribeRequest, ConsumerGroupDescribeResponse
    from kafkawire.protocol.messages.consumer_group_heartbeat import ConsumerGroupHeartbeatRequest, ConsumerGroupHeartbeatResponse
    from kafkawire.protocol.messages.controlled_shutdown import ControlledShutdownRequest, ControlledShutdownResponse
    from kafkawire.protocol.messages.controller_registration import ControllerRegistrationRequest, ControllerRegistrationResponse
    from kafkawire.protocol.messages.create_acls import CreateAclsRequest, CreateAclsResponse
    from kafkawire.protocol.messages.create_delegation_token import CreateDelegationTokenRequest, CreateDelegationTokenResponse
    from kafkawire.protocol.messages.create_partitions import CreatePartitionsRequest, CreatePartitionsResponse
    from kafkawire.protocol.messages.create_topics import CreateTopicsRequest, CreateTopicsResponse
    from kafkawire.protocol.messages.delete_acls import DeleteAclsRequest, DeleteAclsResponse
    from kafkawire.protocol.messages.delete_groups import DeleteGroupsRequest, DeleteGroupsResponse
    from kafkawire.protocol.messages.delete_records import DeleteRecordsRequest, DeleteRecordsResponse
    from kafkawire.protocol.messages.delete_share_group_offsets import DeleteShareGroupOffsetsRequest, DeleteShareGroupOffsetsResponse
    from kafkawire.protocol.messages.delete_share_group_state import DeleteShareGroupStateRequest, DeleteShareGroupStateResponse
    from kafkawire.protocol.messages.delete_topics import DeleteTopicsRequest, DeleteTopicsResponse
    from kafkawire.protocol.messages.describe_acls import DescribeAclsRequest, DescribeAclsResponse
    from kafkawire.protocol.messages.describe_client_quotas import DescribeClientQuotasRequest, DescribeClientQuotasResponse
    from kafkawire.protocol.messages.describe_cluster import DescribeClusterRequest, DescribeClusterResponse
    from kafkawire.protocol.messages.describe_configs import DescribeConfigsRequest, DescribeConfigsResponse
    from kafkawire.protocol.messages.describe_delegation_token import DescribeDelegationTokenRequest, DescribeDelegationTokenResponse
    from kafkawire.protocol.messages.describe_groups import DescribeGroupsRequest, DescribeGroupsResponse
    from kafkawire.protocol.messages.describe_log_dirs import DescribeLogDirsRequest, DescribeLogDirsResponse
    from kafkawire.protocol.messages.describe_producers import DescribeProducersRequest, DescribeProducersResponse
    from kafkawire.protocol.messages.describe_quorum import DescribeQuorumRequest, DescribeQuorumResponse
    from kafkawire.protocol.messages.describe_share_group_offsets import DescribeShareGroupOffsetsRequest, DescribeShareGroupOffsetsResponse
    from kafkawire.protocol.messages.describe_topic_partitions import DescribeTopicPartitionsRequest, DescribeTopicPartitionsResponse
    from kafkawire.protocol.messages.describe_transactions import DescribeTransactionsRequest, DescribeTransactionsResponse
    from kafkawire.protocol.messages.describe_user_scram_credentials import DescribeUserScramCredentialsRequest, DescribeUserScramCredentialsResponse
    from kafkawire.protocol.messages.elect_leaders import ElectLeadersRequest, ElectLeadersResponse
    from kafkawire.protocol.messages.end_quorum_epoch import EndQuorumEpochRequest, EndQuorumEpochResponse
    from kafkawire.protocol.messages.end_txn import EndTxnRequest, EndTxnResponse
    from kafkawire.protocol.messages.envelope import EnvelopeRequest, EnvelopeResponse
    from kafkawire.protocol.messages.expire_delegation_token import ExpireDelegationTokenRequest, ExpireDelegationTokenResponse
    from kafkawire.protocol.messages.fetch import FetchRequest, FetchResponse
    from kafkawire.protocol.messages.fetch_snapshot import FetchSnapshotRequest, FetchSnapshotResponse
    from kafkawire.protocol.messages.find_coordinator import FindCoordinatorRequest, FindCoordinatorResponse
    from kafkawire.protocol.messages.get_telemetry_subscriptions import GetTelemetrySubscriptionsRequest, GetTelemetrySubscriptionsResponse
    from kafkawire.protocol.messages.heartbeat import HeartbeatRequest, HeartbeatResponse
    from kafkawire.protocol.messages.incremental_alter_configs import IncrementalAlterConfigsRequest, IncrementalAlterConfigsResponse
    from kafkawire.protocol.messages.init_producer_id import InitProducerIdRequest, InitProducerIdResponse
    from kafkawire.protocol.messages.initialize_share_group_state import InitializeShareGroupStateRequest, InitializeShareGroupStateResponse
    from kafkawire.protocol.messages.join_group import JoinGroupRequest, JoinGroupResponse
    from kafkawire.protocol.messages.leader_and_isr import LeaderAndIsrRequest, LeaderAndIsrResponse
    from kafkawire.protocol.messages.leave_group import LeaveGroupRequest, LeaveGroupResponse
    from kafkawire.protocol.messages.list_config_resources import ListConfigResourcesRequest, ListConfigResourcesResponse
    from kafkawire.protocol.messages.list_groups import ListGroupsRequest, ListGroupsResponse
    from kafkawire.protocol.messages.list_offsets import ListOffsetsRequest, ListOffsetsResponse
    from kafkawire.protocol.messages.list_partition_reassignments import ListPartitionReassignmentsRequest, ListPartitionReassignmentsResponse
    from kafkawire.protocol.messages.list_transactions import ListTransactionsRequest, ListTransactionsResponse
    from kafkawire.protocol.messages.metadata import MetadataRequest, MetadataResponse
    from kafkawire.protocol.messages.offset_commit import OffsetCommitRequest, OffsetCommitResponse
    from kafkawire.protocol.messages.offset_delete import OffsetDeleteRequest, OffsetDeleteResponse
    from kafkawire.protocol.messages.offset_fetch import OffsetFetchRequest, OffsetFetchResponse
    from kafkawire.protocol.messages.offset_for_leader_epoch import OffsetForLeaderEpochRequest, OffsetForLeaderEpochResponse
    from kafkawire.protocol.messages.produce import ProduceRequest, ProduceResponse
    from kafkawire.protocol.messages.push_telemetry import PushTelemetryRequest, PushTelemetryResponse
    from kafkawire.protocol.messages.read_share_group_state import ReadShareGroupStateRequest, ReadShareGroupStateResponse
    from kafkawire.protocol.messages.read_share_group_state_summary import ReadShareGroupStateSummaryRequest, ReadShareGroupStateSummaryResponse
    from kafkawire.protocol.messages.remove_raft_voter import RemoveRaftVoterRequest, RemoveRaftVoterResponse
    from kafkawire.protocol.messages.renew_delegation_token import RenewDelegationTokenRequest, RenewDelegationTokenResponse
    from kafkawire.protocol.messages.sasl_authenticate import SaslAuthenticateRequest, SaslAuthenticateResponse
    from kafkawire.protocol.messages.sasl_handshake import SaslHandshakeRequest, SaslHandshakeResponse
    from kafkawire.protocol.messages.share_acknowledge import ShareAcknowledgeRequest, ShareAcknowledgeResponse
    from kafkawire.protocol.messages.share_fetch import ShareFetchRequest, ShareFetchResponse
    from kafkawire.protocol.messages.share_group_describe import ShareGroupDescribeRequest, ShareGroupDescribeResponse
    from kafkawire.protocol.messages.share_group_heartbeat import ShareGroupHeartbeatRequest, ShareGroupHeartbeatResponse
    from kafkawire.protocol.messages.stop_replica import StopReplicaRequest, StopReplicaResponse
    from kafkawire.protocol.messages.streams_group_describe import StreamsGroupDescribeRequest, StreamsGroupDescribeResponse
    from kafkawire.protocol.messages.streams_group_heartbeat import StreamsGroupHeartbeatRequest, StreamsGroupHeartbeatResponse
    from kafkawire.protocol.messages.sync_group import SyncGroupRequest, SyncGroupResponse
    from kafkawire.protocol.messages.txn_offset_commit import TxnOffsetCommitRequest, TxnOffsetCommitResponse
    from kafkawire.protocol.messages.unregister_broker import UnregisterBrokerRequest, UnregisterBrokerResponse
    from kafkawire.protocol.messages.update_features import UpdateFeaturesRequest, UpdateFeaturesResponse
    from kafkawire.protocol.messages.update_metadata import UpdateMetadataRequest, UpdateMetadataResponse
    from kafkawire.protocol.messages.update_raft_voter import UpdateRaftVoterRequest, UpdateRaftVoterResponse
    from kafkawire.protocol.messages.vote import VoteRequest, VoteResponse
    from kafkawire.protocol.messages.write_share_group_state import WriteShareGroupStateRequest, WriteShareGroupStateResponse
    from kafkawire.protocol.messages.write_txn_markers import WriteTxnMarkersRequest, WriteTxnMarkersResponse

__all__ = ['AddOffsetsToTxnRequest', 'AddOffsetsToTxnResponse', 'AddPartitionsToTxnRequest', 'AddPartitionsToTxnResponse', 'AddRaftVoterRequest', 'AddRaftVoterResponse', 'AllocateProducerIdsRequest', 'AllocateProducerIdsResponse', 'AlterClientQuotasRequest', 'AlterClientQuotasResponse', 'AlterConfigsRequest', 'AlterConfigsResponse', 'AlterPartitionReassignmentsRequest', 'AlterPartitionReassignmentsResponse', 'AlterPartitionRequest', 'AlterPartitionResponse', 'AlterReplicaLogDirsRequest', 'AlterReplicaLogDirsResponse', 'AlterShareGroupOffsetsRequest', 'AlterShareGroupOffsetsResponse', 'AlterUserScramCredentialsRequest', 'AlterUserScramCredentialsResponse', 'ApiVersionsRequest', 'ApiVersionsResponse', 'AssignReplicasToDirsRequest', 'AssignReplicasToDirsResponse', 'BeginQuorumEpochRequest', 'BeginQuorumEpochResponse', 'BrokerHeartbeatRequest', 'BrokerHeartbeatResponse', 'BrokerRegistrationRequest', 'BrokerRegistrationResponse', 'ConsumerGroupDescribeRequest', 'ConsumerGroupDescribeResponse', 'ConsumerGroupHeartbeatRequest', 'ConsumerGroupHeartbeatResponse', 'ControlledShutdownRequest', 'ControlledShutdownResponse', 'ControllerRegistrationRequest', 'ControllerRegistrationResponse', 'CreateAclsRequest', 'CreateAclsResponse', 'CreateDelegationTokenRequest', 'CreateDelegationTokenResponse', 'CreatePartitionsRequest', 'CreatePartitionsResponse', 'CreateTopicsRequest', 'CreateTopicsResponse', 'DeleteAclsRequest', 'DeleteAclsResponse', 'DeleteGroupsRequest', 'DeleteGroupsResponse', 'DeleteRecordsRequest', 'DeleteRecordsResponse', 'DeleteShareGroupOffsetsRequest', 'DeleteShareGroupOffsetsResponse', 'DeleteShareGroupStateRequest', 'DeleteShareGroupStateResponse', 'DeleteTopicsRequest', 'DeleteTopicsResponse', 'DescribeAclsRequest', 'DescribeAclsResponse', 'DescribeClientQuotasRequest', 'DescribeClientQuotasResponse', 'DescribeClusterRequest', 'DescribeClusterResponse', 'DescribeConfigsRequest', 'DescribeConfigsResponse', 'DescribeDelegationTokenRequest', 'DescribeDelegationTokenResponse', 'DescribeGroupsRequest', 'DescribeGroupsResponse', 'DescribeLogDirsRequest', 'DescribeLogDirsResponse', 'DescribeProducersRequest', 'DescribeProducersResponse', 'DescribeQuorumRequest', 'DescribeQuorumResponse', 'DescribeShareGroupOffsetsRequest', 'DescribeShareGroupOffsetsResponse', 'DescribeTopicPartitionsRequest', 'DescribeTopicPartitionsResponse', 'DescribeTransactionsRequest', 'DescribeTransactionsResponse', 'DescribeUserScramCredentialsRequest', 'DescribeUserScramCredentialsResponse', 'ElectLeadersRequest', 'ElectLeadersResponse', 'EndQuorumEpochRequest', 'EndQuorumEpochResponse', 'EndTxnRequest', 'EndTxnResponse', 'EnvelopeRequest', 'EnvelopeResponse', 'ExpireDelegationTokenRequest', 'ExpireDelegationTokenResponse', 'FetchRequest', 'FetchResponse', 'FetchSnapshotRequest', 'FetchSnapshotResponse', 'FindCoordinatorRequest', 'FindCoordinatorResponse', 'GetTelemetrySubscriptionsRequest', 'GetTelemetrySubscriptionsResponse', 'HeartbeatRequest', 'HeartbeatResponse', 'IncrementalAlterConfigsRequest', 'IncrementalAlterConfigsResponse', 'InitProducerIdRequest', 'InitProducerIdResponse', 'InitializeShareGroupStateRequest', 'InitializeShareGroupStateResponse', 'JoinGroupRequest', 'JoinGroupResponse', 'LeaderAndIsrRequest', 'LeaderAndIsrResponse', 'LeaveGroupRequest', 'LeaveGroupResponse', 'ListConfigResourcesRequest', 'ListConfigResourcesResponse', 'ListGroupsRequest', 'ListGroupsResponse', 'ListOffsetsRequest', 'ListOffsetsResponse', 'ListPartitionReassignmentsRequest', 'ListPartitionReassignmentsResponse', 'ListTransactionsRequest', 'ListTransactionsResponse', 'MetadataRequest', 'MetadataResponse', 'OffsetCommitRequest', 'OffsetCommitResponse', 'OffsetDeleteRequest', 'OffsetDeleteResponse', 'OffsetFetchRequest', 'OffsetFetchResponse', 'OffsetForLeaderEpochRequest', 'OffsetForLeaderEpochResponse', 'ProduceRequest', 'ProduceResponse', 'PushTelemetryRequest', 'PushTelemetryResponse', 'ReadShareGroupStateRequest', 'ReadShareGroupStateResponse', 'ReadShareGroupStateSummaryRequest', 'ReadShareGroupStateSummaryResponse', 'RemoveRaftVoterRequest', 'RemoveRaftVoterResponse', 'RenewDelegationTokenRequest', 'RenewDelegationTokenResponse', 'SaslAuthenticateRequest', 'SaslAuthenticateResponse', 'SaslHandshakeRequest', 'SaslHandshakeResponse', 'ShareAcknowledgeRequest', 'ShareAcknowledgeResponse', 'ShareFetchRequest', 'ShareFetchResponse', 'ShareGroupDescribeRequest', 'ShareGroupDescribeResponse', 'ShareGroupHeartbeatRequest', 'ShareGroupHeartbeatResponse', 'StopReplicaRequest', 'StopReplicaResponse', 'StreamsGroupDescribeRequest', 'StreamsGroupDescribeResponse', 'StreamsGroupHeartbeatRequest', 'StreamsGroupHeartbeatResponse', 'SyncGroupRequest', 'SyncGroupResponse', 'TxnOffsetCommitRequest', 'TxnOffsetCommitResponse', 'UnregisterBrokerRequest', 'UnregisterBrokerResponse', 'UpdateFeaturesRequest', 'UpdateFeaturesResponse', 'UpdateMetadataRequest', 'UpdateMetadataResponse', 'UpdateRaftVoterRequest', 'UpdateRaftVoterResponse', 'VoteRequest', 'VoteResponse', 'WriteShareGroupStateRequest', 'WriteShareGroupStateResponse', 'WriteTxnMarkersRequest', 'WriteTxnMarkersResponse']


def __getattr__(name: str) -> Any:
    module = CLASS_MODULES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value
