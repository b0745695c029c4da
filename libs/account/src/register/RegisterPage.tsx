import {
  BankPicker,
  FormAlert,
  useFocusAfterStep,
  useForm,
  useSingleFlight,
  verbatim,
  NewPasswordFields,
  OtpStep,
  PhoneStep,
  formStyles as s,
  WaitingSubmit,
} from '@lobby/forms';
import { ResponseCode, type QueryError, useCodeMessage } from '@lobby/api-client';
import { useSessionActions } from '@lobby/auth-guards';
import { useBrand } from '@lobby/brand';
import { useLocalizedPath, useTranslation } from '@lobby/i18n';
import { Button, ButtonLink, Icon, TextField } from '@lobby/ui-kit';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  asQueryError,
  refusedField,
  useRegisterMutation,
  useVerifyOtpMutation,
  type RegisterBody,
} from '../accountApi';
import { AuthCard } from '../components/AuthCard';
import * as page from '../components/page.css';
import { useOtp, useResendOtp } from '../components/useOtp';
import { useWait } from '../components/useWait';
import { rules, phoneInput, otpInput, bankNoInput, type ValidationKey, type RegisterBankId } from '@lobby/contract';
import * as css from './RegisterPage.css';
import { clearDraft, readDraft, saveDraft } from './registerDraft';
import { useStepHistory } from './useStepHistory';

/** Registration runs phone → OTP → bank → password (UX brief §4); `?step=` numbers them from 1. */
const stepOrder = ['phone', 'otp', 'bank', 'details'] as const;
type Step = (typeof stepOrder)[number];
const numberOf = (step: Step) => stepOrder.indexOf(step) + 1;

/** Refusals of a typed code: shown at the code field. */
const OTP_REFUSALS: readonly (number | undefined)[] = [
  ResponseCode.otpInvalid,
  ResponseCode.otpRetry,
  ResponseCode.otpContactAdmin,
];

type Field =
  | 'phone'
  | 'otp'
  | 'bank'
  | 'bankNo'
  | 'firstname'
  | 'lastname'
  | 'lineId'
  | 'username'
  | 'password'
  | 'repeat'
  | 'adult';
const detailsOrder: Field[] = ['firstname', 'lastname', 'lineId', 'username', 'password', 'repeat', 'adult'];
const firstFieldOf: Record<Step, Field> = { phone: 'phone', otp: 'otp', bank: 'bank', details: 'firstname' };

/**
 * Registration (spec §2, §3): routes register/{id}, aff/{id} and registerAff/{id}; the optional `id` route
 * param is the affiliate code, shown read-only and sent as affiliate_code. A brand that hides registration
 * shows its partner link instead (spec §1).
 */
export function RegisterPage() {
  const brand = useBrand();
  return brand.hideRegister ? <PartnerPanel link={brand.defaultAffiliateLink} /> : <RegisterForm />;
}

function PartnerPanel({ link }: { link: string | undefined }) {
  const { t } = useTranslation('account');
  return (
    <AuthCard title={t('register.partnerTitle')} testId="register-via-partner">
      <div className={page.notice}>
        <span className={css.partnerIcon}>
          <Icon name="link" size={32} />
        </span>
        <p className={s.muted}>{link ? t('register.partnerBody') : t('register.partnerNoLink')}</p>
        {link && (
          <ButtonLink href={link} rel="noopener" block size="lg">
            {t('register.partnerCta')}
          </ButtonLink>
        )}
      </div>
    </AuthCard>
  );
}

function RegisterForm() {
  const { t } = useTranslation('account');
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const brand = useBrand();
  const { id } = useParams();
  const affiliateCode = id?.trim() || undefined;
  const [register, { isLoading }] = useRegisterMutation();
  const [verifyOtp, { isLoading: verifying }] = useVerifyOtpMutation();
  const { completeLogin } = useSessionActions();
  // What this tab kept of an earlier visit (read once): the fields but the password and the code.
  const [draft] = useState(readDraft);
  const otp = useOtp('register', draft);
  // 6005 on asking for a code holds the phone step; 6005 on the form's own call holds its submit button.
  const otpWait = useWait();
  const submitWait = useWait();
  const once = useSingleFlight();
  const codeMessage = useCodeMessage();
  const ageErrorId = useId();

  const [alert, setAlert] = useState<string>();
  const [finishing, setFinishing] = useState(false);
  // The code the server said is right (otp/verify), for the code sent: the bank step needs it.
  const [verified, setVerified] = useState<{ reference: string; code: string } | null>(null);
  const {
    fields,
    values: form,
    set,
    bind,
  } = useForm({
    phone: '',
    bank: '',
    bankNo: '',
    firstname: '',
    lastname: '',
    lineId: '',
    username: '',
    adult: false,
    ...draft.values,
    otp: '',
    password: '',
    repeat: '',
  });
  const message = (key: ValidationKey | undefined) => key && t(`forms:validation.${key}`, { age: brand.ageBadge });

  // The values live here, above the steps, so a step left and shown again (Back, Forward) shows what was typed.
  const registered = useRef(false);
  const { phone, bank, bankNo, firstname, lastname, lineId, username, adult } = form;
  useEffect(() => {
    if (registered.current) return;
    saveDraft({ phone, bank, bankNo, firstname, lastname, lineId, username, adult }, otp.sent, otp.retryAt);
  }, [phone, bank, bankNo, firstname, lastname, lineId, username, adult, otp.sent, otp.retryAt]);

  // A step is shown only once the steps before it are done: a Forward after a reload, or a hand-typed ?step=4,
  // shows the first one that is not.
  const steps = useStepHistory(stepOrder.length);
  const phoneDone = otp.sent !== null && otp.sent.phone === form.phone.trim();
  const otpDone = phoneDone && verified?.reference === otp.sent?.reference && verified?.code === form.otp;
  const bankDone = otpDone && !rules.bankId(form.bank) && !rules.bankNo(form.bankNo);
  const reachable = !phoneDone ? 1 : !otpDone ? 2 : !bankDone ? 3 : 4;
  const current = Math.min(steps.requested, reachable);
  const step = stepOrder[current - 1]!;
  // Once per history entry: an entry of a step not reached yet becomes the step shown.
  const settledEntry = useRef<string | null>(null);
  useEffect(() => {
    if (settledEntry.current === steps.entry) return;
    settledEntry.current = steps.entry;
    if (steps.requested > reachable || !steps.canonical) steps.settle(Math.min(steps.requested, reachable));
  });

  // Moving to another step focuses its first field, or the field a server answer points at.
  const focusAfter = useFocusAfterStep<Field, Step>(step, fields.focus, (shown) => firstFieldOf[shown]);
  const goTo = (next: Step, focus: Field = firstFieldOf[next]) => {
    focusAfter(focus);
    setAlert(undefined);
    if (numberOf(next) > current) steps.forward(current, numberOf(next));
    else if (numberOf(next) < current) steps.back(numberOf(next));
  };

  const requestOtp = async () => {
    setAlert(undefined);
    const result = await otp.request(form.phone.trim());
    if (result.ok) return true;
    otpWait.waitFor(result.error);
    if (result.error.code === ResponseCode.alreadyRegistered) {
      fields.show({ phone: codeMessage(result.error, 'register') }, ['phone']);
    } else {
      setAlert(codeMessage(result.error, 'register'));
    }
    return false;
  };
  const resendOtp = useResendOtp(
    requestOtp,
    () => set('otp', ''),
    () => fields.focus('otp'),
  );

  const onPhone = (event: FormEvent) => {
    event.preventDefault();
    void once(async () => {
      if (!fields.show({ phone: message(rules.phone(form.phone)) }, ['phone'])) return;
      // The code already sent to this number is still good: no new SMS.
      if (otp.sent?.phone === form.phone.trim() || (await requestOtp())) goTo('otp');
    });
  };

  // The code is checked as soon as it is typed, so a wrong one is said here and not after the bank and name steps.
  const onOtp = (event: FormEvent) => {
    event.preventDefault();
    void once(async () => {
      setAlert(undefined);
      if (!fields.show({ otp: message(rules.otp(form.otp)) }, ['otp'])) return;
      if (!otp.sent) return;
      const checked = { reference: otp.sent.reference, code: form.otp };
      if (verified?.reference !== checked.reference || verified.code !== checked.code) {
        try {
          await verifyOtp({
            phone: otp.sent.phone,
            purpose: 'register',
            otp_reference: checked.reference,
            otp_code: checked.code,
            groupID: brand.defaultGroupId,
          }).unwrap();
        } catch (caught) {
          const error = asQueryError(caught);
          if (OTP_REFUSALS.includes(error.code)) fields.show({ otp: codeMessage(error, 'register') }, ['otp']);
          else setAlert(codeMessage(error, 'register'));
          return;
        }
        setVerified(checked);
      }
      goTo('bank');
    });
  };

  const onBank = (event: FormEvent) => {
    event.preventDefault();
    if (
      fields.show({ bank: message(rules.bankId(form.bank)), bankNo: message(rules.bankNo(form.bankNo)) }, [
        'bank',
        'bankNo',
      ])
    )
      goTo('details');
  };

  /** Puts a refused registration where the member can fix it: the platform names the field of 6000 and 6002. */
  const showRefusal = (error: QueryError) => {
    const field = refusedField(error);
    if (error.code === ResponseCode.otpRetry && field === 'line_id') {
      fields.show({ lineId: codeMessage(error, 'line') }, ['lineId']);
    } else if (error.code === ResponseCode.otpInvalid || error.code === ResponseCode.otpRetry) {
      // Register checks the code again (it may have expired on the way): it has to be typed anew.
      setVerified(null);
      fields.setErrors({ otp: codeMessage(error, 'register') });
      goTo('otp');
    } else if (error.code === ResponseCode.alreadyRegistered && field === 'username') {
      fields.show({ username: t('register.usernameTaken') }, ['username']);
    } else if (error.code === ResponseCode.alreadyRegistered && field === 'bank_no') {
      fields.setErrors({ bankNo: codeMessage(error, 'register') });
      goTo('bank', 'bankNo');
    } else if (error.code === ResponseCode.ageNotConfirmed) {
      fields.show({ adult: codeMessage(error, 'register') }, ['adult']);
    } else if (error.code === ResponseCode.alreadyRegistered && field === 'phone') {
      fields.setErrors({ phone: codeMessage(error, 'register') });
      goTo('phone');
    } else {
      submitWait.waitFor(error);
      setAlert(codeMessage(error, 'register'));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void once(async () => {
      setAlert(undefined);
      const valid = fields.show(
        {
          firstname: message(rules.firstname(form.firstname)),
          lastname: message(rules.lastname(form.lastname)),
          lineId: message(rules.lineId(form.lineId)),
          username: message(rules.newUsername(form.username)),
          password: message(rules.password(form.password)),
          repeat: message(rules.repeatOf(form.password)(form.repeat)),
          adult: form.adult ? undefined : message('ageRequired'),
        },
        detailsOrder,
      );
      if (!valid) return;
      if (!otp.sent) {
        goTo('phone');
        return;
      }
      const body: RegisterBody = {
        username: form.username.trim(),
        password: form.password,
        phone: otp.sent.phone,
        // The bank step let only a bank of the list through (rules.bankId).
        bank: form.bank as RegisterBankId,
        bank_no: form.bankNo,
        firstname: form.firstname.trim(),
        lastname: form.lastname.trim(),
        otp_reference: otp.sent.reference,
        otp_code: form.otp,
        groupID: brand.defaultGroupId,
        // What the ticked box states; the platform holds it to the brand's minimum age (4001 otherwise).
        age_confirmed: brand.ageBadge,
        ...(form.lineId.trim() ? { line_id: form.lineId.trim() } : {}),
        ...(affiliateCode ? { affiliate_code: affiliateCode } : {}),
      };
      try {
        const answer = await register(body).unwrap();
        registered.current = true;
        clearDraft();
        setFinishing(true);
        // The server answers registration like a login (tokens and profile): the member is logged in.
        await completeLogin(answer);
        navigate(localize('/'), { replace: true });
      } catch (caught) {
        setFinishing(false);
        showRefusal(asQueryError(caught));
      }
    });
  };

  const index = current - 1;

  return (
    <AuthCard title={t('register.title')} intro={t('register.intro')} testId="register-page">
      <ol className={css.steps} aria-label={t('register.title')}>
        {stepOrder.map((name, position) => (
          <li
            key={name}
            className={css.step}
            aria-current={position === index ? 'step' : undefined}
            data-state={position < index ? 'done' : position === index ? 'current' : 'todo'}
          >
            {t(`register.steps.${name}`)}
          </li>
        ))}
      </ol>
      <p className={css.stepStatus} aria-live="polite">
        {t('register.stepOf', { current, total: stepOrder.length })}
      </p>

      {affiliateCode && (
        <TextField
          label={t('forms:field.affiliateCode')}
          value={affiliateCode}
          readOnly
          name="affiliate_code"
          data-testid="affiliate-code"
        />
      )}

      {step === 'phone' && (
        <PhoneStep
          phone={bind('phone', phoneInput)}
          otp={otp}
          alert={alert}
          onSubmit={onPhone}
          waitUntil={otpWait.until}
        />
      )}

      {step === 'otp' && (
        <OtpStep
          code={bind('otp', otpInput)}
          otp={otp}
          alert={alert}
          submitLabel={t('register.next')}
          submitting={verifying}
          onSubmit={onOtp}
          onResend={() => void once(resendOtp)}
          onChangePhone={() => goTo('phone')}
        />
      )}

      {step === 'bank' && (
        <form className={s.form} onSubmit={onBank} noValidate>
          <BankPicker
            ref={fields.ref('bank')}
            label={t('forms:field.bank')}
            value={form.bank}
            error={fields.errors.bank}
            onChange={(bank) => set('bank', bank)}
          />
          <TextField
            {...bind('bankNo', bankNoInput)}
            label={t('forms:field.bankNo')}
            hint={t('forms:field.bankNoHint')}
            name="bank_no"
            inputMode="numeric"
            autoComplete="off"
          />
          <p className={s.muted}>{t('register.bankNote')}</p>
          <div className={css.actions}>
            <Button variant="ghost" onClick={() => goTo('otp')}>
              {t('register.back')}
            </Button>
            <Button type="submit">{t('register.next')}</Button>
          </div>
        </form>
      )}

      {step === 'details' && (
        <form className={s.form} onSubmit={onSubmit} noValidate>
          <TextField
            {...bind('firstname')}
            label={t('forms:field.firstname')}
            hint={t('forms:field.nameHint')}
            name="firstname"
            autoComplete="given-name"
          />
          <TextField
            {...bind('lastname')}
            label={t('forms:field.lastname')}
            name="lastname"
            autoComplete="family-name"
          />
          <TextField
            {...bind('lineId')}
            {...verbatim}
            label={t('forms:field.lineId')}
            hint={t('forms:field.lineIdHint')}
            name="line_id"
            maxLength={30}
          />
          <TextField
            {...bind('username')}
            {...verbatim}
            label={t('forms:field.username')}
            hint={t('forms:field.usernameHint')}
            name="username"
            autoComplete="username"
            maxLength={20}
          />
          <NewPasswordFields password={bind('password')} repeat={bind('repeat')} wording="password" />
          <div>
            <label className={s.checkbox}>
              <input
                ref={fields.ref('adult')}
                type="checkbox"
                name="adult"
                checked={form.adult}
                aria-invalid={fields.errors.adult ? true : undefined}
                aria-describedby={fields.errors.adult ? ageErrorId : undefined}
                onChange={(e) => set('adult', e.target.checked)}
              />
              <span className={css.ageBadge} aria-hidden="true">
                {brand.ageBadge}+
              </span>
              <span>{t('register.age', { age: brand.ageBadge })}</span>
            </label>
            {fields.errors.adult && (
              <p id={ageErrorId} className={s.checkboxError}>
                {fields.errors.adult}
              </p>
            )}
          </div>
          <FormAlert>{alert}</FormAlert>
          <div className={css.actions}>
            <Button variant="ghost" onClick={() => goTo('bank')}>
              {t('register.back')}
            </Button>
            <WaitingSubmit loading={isLoading || finishing} waitUntil={submitWait.until} block={false} size="md">
              {t('register.submit')}
            </WaitingSubmit>
          </div>
        </form>
      )}

      <p className={`${s.row} ${s.muted}`}>
        {t('register.haveAccount')}
        <Link to={localize('/login')} className={s.link}>
          {t('register.login')}
        </Link>
      </p>
    </AuthCard>
  );
}
