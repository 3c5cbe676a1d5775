import './beneficiaries.css';
import { useEffect, useId, useRef, useState } from 'react';
import type { BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';
import { BENEFICIARY_LIMITS, BENEFICIARY_MESSAGES } from '@portal/contracts/beneficiaryPaths';
import { VENDOR_DETAILS_MESSAGES } from '@portal/contracts/vendorDetailsRequests';
import {
  Alert,
  EmptyState,
  Icon,
  Mail,
  Plus,
  Search,
  Skeleton,
  SkeletonLine,
  UserPlus,
  Users,
} from '@portal/ui';
import { RoleNote, useMayDo } from '../business-role';
import { LoadFailed } from '../load-state';
import { ArchiveBeneficiaryDialog } from './ArchiveBeneficiaryDialog';
import { AskVendorDialog } from './AskVendorDialog';
import { ConfirmVendorDetailsDialog } from './ConfirmVendorDetailsDialog';
import { VendorRequestList } from './VendorRequestList';
import { BeneficiaryEditor } from './BeneficiaryEditor';
import { BeneficiaryList } from './BeneficiaryList';
import { useBeneficiaries } from './beneficiaryQueries';
import { useDebouncedValue } from './useDebouncedValue';

export const NO_BENEFICIARIES_MESSAGE = 'You have no beneficiaries yet.';
export const WHAT_A_BENEFICIARY_IS =
  'A beneficiary is a vendor you pay abroad: its name, country and bank details, saved once and checked by the rules of its country, so each payment request can pay it without retyping them.';
const SEARCH_PAUSE_MS = 300;

type Editing = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; beneficiary: BeneficiaryView };

/**
 * The customer's beneficiary book: search, the list as cards, add and edit in place of
 * the list, archive after a confirmation; an empty book says what a beneficiary is.
 */
export function BeneficiaryBook({ labelledBy }: { labelledBy: string }) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [archiving, setArchiving] = useState<BeneficiaryView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useBeneficiaries({ search: term });
  const mayChange = useMayDo('prepareBeneficiaries');
  // D43: confirming what a vendor entered is a decision on who gets paid (owners and approvers).
  const mayConfirm = useMayDo('approvePayments');
  /** The vendor being asked for bank details: undefined when none, null for a new vendor. */
  const [asking, setAsking] = useState<BeneficiaryView | null | undefined>(undefined);
  const [confirming, setConfirming] = useState<BeneficiaryView | null>(null);
  const askButton = mayChange && (
    <button
      type="button"
      className="btn btn-secondary"
      onClick={() => {
        setNotice(null);
        setAsking(null);
      }}
    >
      <Icon icon={Mail} />
      Ask the vendor for bank details
    </button>
  );

  const startAdding = () => {
    setNotice(null);
    setEditing({ kind: 'add' });
  };
  const book = useRef<HTMLDivElement>(null);
  /** The button focus goes back to once the editor closes (the editor replaced the one that opened it). */
  const returnTo = useRef<string | null>(null);
  useEffect(() => {
    const label = returnTo.current;
    if (editing.kind !== 'none' || label === null) return;
    returnTo.current = null;
    const buttons = book.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    const target =
      Array.from(buttons).find((button) => button.getAttribute('aria-label') === label) ??
      Array.from(buttons).find((button) => button.textContent === 'Add a beneficiary');
    target?.focus();
  }, [editing]);

  const finish = (message: string | null) => {
    returnTo.current = editing.kind === 'edit' ? `Edit ${editing.beneficiary.name}` : 'Add a beneficiary';
    setEditing({ kind: 'none' });
    setNotice(message);
  };

  if (editing.kind !== 'none') {
    return (
      <BeneficiaryEditor
        beneficiary={editing.kind === 'edit' ? editing.beneficiary : null}
        onSaved={() =>
          finish(editing.kind === 'edit' ? BENEFICIARY_MESSAGES.updated : BENEFICIARY_MESSAGES.created)
        }
        onCancel={() => finish(null)}
      />
    );
  }

  const rows = list.data;
  const empty = rows !== undefined && rows.length === 0;
  const bookIsEmpty = empty && term === '' && search.trim() === '';

  return (
    <div className="stack" ref={book}>
      <div role="status" className="beneficiary-notice">
        {notice && (
          <Alert tone="success" onDismiss={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
      </div>
      {!bookIsEmpty && (
        <div className="card beneficiary-tools">
          <div className="field beneficiary-search">
            <label htmlFor={searchId}>Search beneficiaries</label>
            <div className="beneficiary-search-input">
              <Icon icon={Search} />
              <input
                id={searchId}
                type="search"
                value={search}
                maxLength={BENEFICIARY_LIMITS.searchMax}
                placeholder="Name, bank or account"
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
          </div>
          {mayChange && (
            <button type="button" className="btn" onClick={startAdding}>
              <Icon icon={Plus} />
              Add a beneficiary
            </button>
          )}
          {askButton}
        </div>
      )}
      {!mayChange && <RoleNote reads="beneficiaries" cannot="add or change them" />}
      <VendorRequestList mayWithdraw={mayChange} />
      {list.isPending ? (
        <Skeleton label="Loading beneficiaries…">
          <div className="card">
            <SkeletonLine />
            <SkeletonLine />
          </div>
        </Skeleton>
      ) : list.isError && !rows ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : bookIsEmpty ? (
        <EmptyState
          className="card"
          icon={Users}
          title={NO_BENEFICIARIES_MESSAGE}
          action={
            mayChange && (
              <div className="form-actions">
                <button type="button" className="btn" onClick={startAdding}>
                  <Icon icon={UserPlus} />
                  Add a beneficiary
                </button>
                {askButton}
              </div>
            )
          }
        >
          {WHAT_A_BENEFICIARY_IS}
        </EmptyState>
      ) : empty ? (
        <p className="card">No beneficiary matches “{term}”.</p>
      ) : (
        <>
          <BeneficiaryList
            beneficiaries={rows ?? []}
            labelledBy={labelledBy}
            onEdit={
              mayChange
                ? (beneficiary) => {
                    setNotice(null);
                    setEditing({ kind: 'edit', beneficiary });
                  }
                : undefined
            }
            onArchive={mayChange ? setArchiving : undefined}
            onConfirm={mayConfirm ? setConfirming : undefined}
            onAskVendor={mayChange ? setAsking : undefined}
          />
          {list.isFetchNextPageError && <Alert tone="error">{LOAD_MORE_FAILED}</Alert>}
          {list.hasNextPage && (
            <div className="form-actions">
              <button
                type="button"
                className="btn btn-secondary"
                aria-disabled={list.isFetchingNextPage}
                aria-busy={list.isFetchingNextPage}
                onClick={() => {
                  if (!list.isFetchingNextPage) void list.fetchNextPage();
                }}
              >
                {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </button>
            </div>
          )}
        </>
      )}
      {asking !== undefined && <AskVendorDialog beneficiary={asking} onClose={() => setAsking(undefined)} />}
      {confirming && (
        <ConfirmVendorDetailsDialog
          beneficiary={confirming}
          onClose={() => setConfirming(null)}
          onConfirmed={() => {
            setConfirming(null);
            setNotice(VENDOR_DETAILS_MESSAGES.confirmed);
          }}
        />
      )}
      {archiving && (
        <ArchiveBeneficiaryDialog
          beneficiary={archiving}
          onClose={() => setArchiving(null)}
          onArchived={() => {
            setArchiving(null);
            setNotice(BENEFICIARY_MESSAGES.archived);
          }}
        />
      )}
    </div>
  );
}

const LOAD_MORE_FAILED = 'More beneficiaries could not be loaded. Please try again.';
