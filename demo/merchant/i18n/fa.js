// @ts-check
/** Persian texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const fa = {
  'shell.brand': 'نسخهٔ نمایشی Railkit',
  'shell.pages': 'صفحه‌های نمایشی',
  'shell.language': 'زبان',

  'busy.stillWorking': 'هنوز در حال انجام است — این صفحه را نبندید.',
  'busy.starting': 'در حال آماده‌سازی فرم…',
  'busy.checking': 'در حال بررسی اطلاعات بانکی شما…',
  'busy.payingOut': 'در حال واریز وجه به حساب شما…',
  'busy.paying': 'در حال تأیید پرداخت با بانک شما…',

  'payout.title': 'برداشت موجودی',
  'payout.start.title': 'جزئیات واریز',
  'payout.country': 'کشور حساب بانکی شما',
  'payout.amount': 'مبلغ',
  'payout.amountHint':
    'محیط آزمایشی: مبلغی که به {fails} ختم شود ناموفق می‌شود و مبلغی که به {pending} ختم شود در انتظار می‌ماند.',
  'payout.formLanguage': 'زبان فرم',
  'payout.continue': 'ادامه',
  'payout.details.title': 'پول را به کجا بفرستیم؟',
  'payout.sample': 'حساب نمونهٔ محیط آزمایشی: {sample}',
  'payout.review': 'بازبینی واریز',
  'payout.confirm.title': 'واریز را تأیید کنید',
  'payout.confirm.amount': 'مبلغ',
  'payout.confirm.to': 'مقصد',
  'payout.confirm.holder': 'صاحب حساب',
  'payout.payOut': 'واریز',
  'payout.edit': 'تغییر حساب بانکی',
  'payout.retryHint': '{error} می‌توانید دوباره «واریز» را بزنید: مبلغ دو بار واریز نمی‌شود.',
  'payout.group.iban': 'کشورهای دارای IBAN',
  'payout.group.ibanTerritory': 'سرزمین‌های دارای IBAN (با قالب کشور مادر)',
  'payout.group.nationalIban': 'شماره‌های IBAN ملی (خارج از فهرست SWIFT)',
  'payout.group.rail': 'اطلاعات بانکی محلی',

  'payout.success.title': 'واریز انجام شد',
  'payout.success.detail': 'مبلغ {amount} در حال واریز به {account} است.',
  'payout.success.next': 'معمولاً ظرف یک روز کاری به حساب می‌نشیند.',
  'payout.failure.title': 'واریز ناموفق بود',
  'payout.failure.detail': 'بانک شما نتوانست این واریز را بپذیرد. موجودی شما تغییری نکرده است.',
  'payout.failure.next': 'حساب دیگری را امتحان کنید',
  'payout.pending.title': 'واریز در انتظار است',
  'payout.pending.detail': 'بانک شما هنوز واریز مبلغ {amount} را تأیید نکرده است.',
  'payout.unknown.title': 'نتوانستیم واریز شما را تأیید کنیم',
  'payout.unknown.detail':
    'اتصال پیش از پاسخ بانک شما قطع شد. دوباره واریز نکنید: هیچ مبلغی دو بار واریز نمی‌شود.',
  'payout.again': 'واریز جدید',

  'result.waiting': 'در انتظار پاسخ بانک شما…',
  'result.emailLater': 'می‌توانید این صفحه را ببندید: وقتی بانک شما پاسخ دهد، به شما ایمیل می‌زنیم.',
  'result.stoppedWaiting':
    'بانک شما هنوز پاسخ نداده است. می‌توانید این صفحه را ببندید: نتیجه را برایتان ایمیل می‌کنیم.',

  'checkout.title': 'تکمیل خرید',
  'checkout.start.title': 'سفارش شما',
  'checkout.amount': 'مبلغ',
  'checkout.customer': 'شناسهٔ مرجع مشتری',
  'checkout.customerHint': 'کارت‌هایی که این مشتری ذخیره کرده است در خرید بعدی پیشنهاد می‌شوند.',
  'checkout.continue': 'ادامه و پرداخت',
  'checkout.pay.title': 'پرداخت با کارت',
  'checkout.accepted': 'کارت‌های پذیرفته‌شده',
  'checkout.payWith': 'پرداخت با',
  'checkout.newCard': 'کارت جدید',
  'checkout.store': 'این کارت برای دفعهٔ بعد ذخیره شود',
  'checkout.testCards':
    'کارت‌های آزمایشی: {approves} تأیید می‌شود، {declines} رد می‌شود، {challenge} نیاز به {threeDS} دارد و مهلت {timeout} به پایان می‌رسد.',
  'checkout.pay': 'پرداخت {amount}',
  'checkout.retryHint': '{error} می‌توانید دوباره «پرداخت» را بزنید: مبلغ دو بار کسر نمی‌شود.',
  'checkout.cancelled':
    'پنجرهٔ تأیید بانک را بستید، بنابراین پرداخت انجام نشد. برای تلاش دوباره «پرداخت» را بزنید.',
  'checkout.declined': 'بانک شما این کارت را رد کرد. کارت دیگری را امتحان کنید.',
  'checkout.timeout': 'پرداخت به‌موقع تکمیل نشد. لطفاً دوباره تلاش کنید.',
  'checkout.authFailed':
    'بانک شما نتوانست پرداخت را تأیید کند. دوباره تلاش کنید یا از کارت دیگری استفاده کنید.',
  'checkout.failed': 'پرداخت ناموفق بود. دوباره تلاش کنید یا از کارت دیگری استفاده کنید.',
  'checkout.startAgain': '{error} برای پرداخت، از نو شروع کنید.',
  'checkout.success.title': 'پرداخت تأیید شد',
  'checkout.success.detail': 'مبلغ {amount} روی کارت شما رزرو شده است.',
  'checkout.success.next': 'هنگام ارسال سفارش، این مبلغ را کسر می‌کنیم.',
  'checkout.pending.title': 'پرداخت در انتظار است',
  'checkout.pending.detail': 'بانک شما هنوز دربارهٔ پرداخت مبلغ {amount} پاسخ نداده است.',
  'checkout.unknown.title': 'نتوانستیم پرداخت شما را تأیید کنیم',
  'checkout.unknown.detail':
    'اتصال پیش از پاسخ بانک شما قطع شد. دوباره پرداخت نکنید: هیچ مبلغی دو بار کسر نمی‌شود.',
  'checkout.again': 'خرید جدید',
  'checkout.checking': 'در حال بررسی پرداخت شما…',

  'merchant.title': 'نمای فروشنده',
  'merchant.note':
    'آنچه سرور فروشنده از اعلان‌های امضاشده می‌داند. پرداخت‌کنندگان هرگز این بخش را نمی‌بینند.',
  'merchant.order': 'سفارش',
  'merchant.state': 'وضعیت تطبیق‌شده',
  'merchant.none': 'هنوز سفارشی ثبت نشده است',
  'merchant.awaiting': 'در انتظار اعلان پلتفرم…',
  'merchant.payoutState': '{status} (اعلان {id}، امضا تأیید شد) · {time}',
  'merchant.paymentState': '{status} (اعلان {action}، امضا تأیید شد) · {time}',
  'merchant.capture': 'تسویه',
  'merchant.cancel': 'لغو پرداخت',
  'merchant.refund': 'بازپرداخت',
  'merchant.authorized': 'مجازشده',
  'merchant.authorizeFailed': 'مجوز ناموفق',
  'merchant.captured': 'تسویه‌شده',
  'merchant.cancelled': 'لغوشده',
  'merchant.refunded': 'بازپرداخت‌شده',
  'merchant.console': 'باز کردن در کنسول محیط آزمایشی',

  'dropInPage.country': 'کشور',
  'dropInPage.testHint':
    'محیط آزمایشی: مبلغی که به {declined} ختم شود رد می‌شود و مبلغی که به {pending} ختم شود در انتظار می‌ماند (برای کارت‌ها صدق نمی‌کند).',
  'dropInPage.payTitle': 'پرداخت {amount} برای سفارش شما',

  'methodsPage.payTitle': 'روش پرداخت را انتخاب کنید',
  'methodsPage.legend': 'روش پرداخت',
  'methodsPage.popup': 'صفحهٔ پرداخت در یک پنجرهٔ بازشو باز شود و در همین صفحه بمانم',
  'methodsPage.redirectHint': 'برای پرداخت با {method} از این صفحه خارج می‌شوید و سپس به اینجا بازمی‌گردید.',
  'methodsPage.cancelled': 'پرداخت با {method} را لغو کردید. هیچ مبلغی کسر نشد: روش پرداخت را انتخاب کنید.',
  'methodsPage.cancelledAny': 'پرداخت را لغو کردید. هیچ مبلغی کسر نشد: روش پرداخت را انتخاب کنید.',
  'methodsPage.declined': 'پرداخت با {method} رد شد. روش پرداخت دیگری را انتخاب کنید.',
  'methodsPage.declinedAny': 'پرداخت رد شد. روش پرداخت دیگری را انتخاب کنید.',
  'methodsPage.popupClosed':
    'پنجرهٔ پرداخت پیش از پایان کار شما بسته شد. برای باز کردن دوبارهٔ آن «پرداخت» را بزنید.',
  'methodsPage.failed': 'پرداخت ناموفق بود. دوباره تلاش کنید یا روش پرداخت دیگری را انتخاب کنید.',
  'methodsPage.success.detail': 'پرداخت {amount} شما تأیید شد.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'واریز',
  'page.payout.summary': 'واریز به حساب بانکی در ۱۴۵ کشور، با SDK که به‌صورت ماژول ES وارد شده است.',
  'page.script-tag.title': 'تگ اسکریپت',
  'page.script-tag.summary':
    'همان واریز بدون باندلر: یک تگ ‎<script>‎ با هش یکپارچگی آن، window.Railkit را تعریف می‌کند.',
  'page.checkout.title': 'پرداخت با کارت',
  'page.checkout.summary':
    'پرداخت با کارت با فرم کارت در همین صفحه، که داده‌ها پیش از ارسال در اینجا رمزگذاری می‌شوند.',
  'page.checkout-drop-in.title': 'انتخابگر پرداخت',
  'page.checkout-drop-in.summary':
    'همهٔ روش‌های پرداخت کشور پرداخت‌کننده در یک جزء: کارت‌ها، برداشت مستقیم بانکی، تغییر مسیرها و کیف‌پول‌ها.',
  'page.checkout-secure.title': 'فیلدهای امن',
  'page.checkout-secure.summary':
    'همان پرداخت با کارت، با فرم در قاب گاوصندوق: داده‌های کارت هرگز به این صفحه نمی‌رسند.',
  'page.checkout-methods.title': 'همهٔ روش‌ها',
  'page.checkout-methods.summary':
    'پرداخت در شش کشور با هر روشی که محیط آزمایشی در آنجا ارائه می‌دهد: برداشت مستقیم، Pix، UPI، iDEAL، PayPal…',
  'page.script-tag-checkout.title': 'پرداخت با تگ اسکریپت',
  'page.script-tag-checkout.summary':
    'پرداخت با کارت بدون باندلر: تگ ‎<script>‎ پرداخت، window.Railkit را تعریف می‌کند؛ 3-D Secure در یک پنجرهٔ گفتگو.',
  'page.react.title': 'برنامهٔ React',
  'page.react.summary':
    'پرداخت به حساب و پرداخت با انتخاب روش به‌صورت مؤلفه‌های React ‏(railkit/react)، با یک کلاینت برای هر نشست.',
  'page.vue.title': 'برنامهٔ Vue',
  'page.vue.summary':
    'پرداخت به حساب و پرداخت با انتخاب روش به‌صورت مؤلفه‌های Vue ‏(railkit/vue)، با یک کلاینت برای هر نشست.',
};
